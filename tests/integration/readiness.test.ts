import { describe, expect, it } from "vitest";
import { checkReadiness } from "~/server/readiness.server";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();

describe("readiness (/readyz)", () => {
  it("is not ready while a migration this build knows is not applied, and says how many", async () => {
    const [newest] = await db
      .em()
      .execute<{ name: string }[]>(
        "delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning name",
      );
    try {
      expect(await checkReadiness(db.em())).toEqual({
        ready: false,
        checks: { database: "ok", migrations: "1 not applied", storage: "ok" },
      });
    } finally {
      await db
        .em()
        .execute("insert into mikro_orm_migrations (name, executed_at) values (?, now())", [
          newest!.name,
        ]);
    }
    expect(await checkReadiness(db.em())).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
  });
});
