import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "../../mikro-orm.config";

// Kept on globalThis so Vite's dev server reloads reuse one pool instead of leaking them;
// keyed by URL so a test that points DATABASE_URL elsewhere gets its own.
const globalOrm = globalThis as unknown as { __tenderOrms?: Map<string, Promise<MikroORM>> };

/** The process-wide ORM, connected to DATABASE_URL on first use. */
export function getOrm(): Promise<MikroORM> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`.");
  globalOrm.__tenderOrms ??= new Map();
  let orm = globalOrm.__tenderOrms.get(url);
  if (!orm) {
    orm = MikroORM.init(ormConfig(url));
    globalOrm.__tenderOrms.set(url, orm);
  }
  return orm;
}
