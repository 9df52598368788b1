import { describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { dashboardCounts } from "~/modules/dashboard/dashboard-counts.server";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();

describe("the admin dashboard's counts", () => {
  it("count each kind of tender, account and enquiry it names", async () => {
    const now = new Date("2026-12-06T09:00:00Z");
    const before = await dashboardCounts(db.em(), now);
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(now.getTime() + days * day);
    const tender = (publishedAt: Date | null, closingDate: Date | null) =>
      db
        .em()
        .execute(
          "insert into tenders (title, published_at, closing_date, created_at, updated_at) values (?, ?, ?, now(), now())",
          ["Dashboard tender", publishedAt, closingDate],
        );
    await tender(at(-2), at(5)); // open
    await tender(at(-2), null); // open, no closing date
    await tender(at(-20), at(-1)); // closed
    await tender(null, at(5)); // draft
    await tender(at(2), at(9)); // scheduled
    await registerUser(
      db.em(),
      {
        fullname: "Dashboard Admin",
        email: "dashboard.admin@example.et",
        phone: "0911000001",
        password: "long-enough-pass",
      },
      "admin",
    );
    await db
      .em()
      .execute(
        "insert into advert_contacts (name, email, phone, subject, created_at, updated_at) values (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?)",
        [
          "A",
          "a@example.et",
          "0911",
          "Ads",
          at(-1),
          at(-1),
          "B",
          "b@example.et",
          "0911",
          "Ads",
          at(-30),
          at(-30),
        ],
      );

    const after = await dashboardCounts(db.em(), now);
    expect(after.tenders.all - before.tenders.all).toBe(5);
    expect(after.tenders.open - before.tenders.open).toBe(2);
    expect(after.tenders.drafts - before.tenders.drafts).toBe(1);
    expect(after.tenders.scheduled - before.tenders.scheduled).toBe(1);
    expect(after.users.accounts - before.users.accounts).toBe(1);
    expect(after.users.admins - before.users.admins).toBe(1);
    expect(after.users.newThisWeek - before.users.newThisWeek).toBe(1);
    expect(after.adEnquiries.all - before.adEnquiries.all).toBe(2);
    expect(after.adEnquiries.thisWeek - before.adEnquiries.thisWeek).toBe(1);
  });
});
