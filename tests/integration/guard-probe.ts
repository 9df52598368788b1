import type { RouterContextProvider } from "react-router";
import { requireAdmin } from "~/modules/auth/guards.server";

/** A minimal loader guarded like every admin loader. */
export function loader(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return { role: requireAdmin(args).role };
}
