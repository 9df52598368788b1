import { expect, it } from "vitest";
import { bootstrapData } from "../../server/database/bootstrap";
import { migrate } from "../../server/database/prepare-database";
import * as demo from "../../scripts/seed/demo-data";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();

/**
 * App servers and workers starting at once against one new database (a deployment's first
 * start, or a scale-out): each migrates and adds the missing first data, one after the other.
 * Without the startup lock, the second found the pages missing too and failed on their unique
 * slug (or created the superadmin twice).
 */
it("migrates and adds the first data once when several processes start together", async () => {
  const admin = { email: "first-admin@example.et", password: "first-admin-pass" };
  const starts = await Promise.allSettled([
    migrate(db.url),
    bootstrapData(db.url, { seedDemoData: false, admin }),
    migrate(db.url),
    bootstrapData(db.url, { seedDemoData: false, admin }),
    bootstrapData(db.url, { seedDemoData: false, admin }),
  ]);
  expect(
    starts.map((start) => (start.status === "rejected" ? String(start.reason) : "ok")),
  ).toEqual(["ok", "ok", "ok", "ok", "ok"]);
  const connection = db.em().getConnection();
  const pages = await connection.execute<{ slug: string }[]>(
    "select slug from pages order by slug",
  );
  expect(pages.map((page) => page.slug)).toEqual(demo.pages.map((page) => page.slug).sort());
  const admins = await connection.execute<{ role: string }[]>(
    "select role from users where email = ?",
    [admin.email],
  );
  expect(admins).toEqual([{ role: "superadmin" }]);
}, 60_000);
