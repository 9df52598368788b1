import { describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { loader as savedCalendarLoader } from "~/routes/feeds/saved-calendar";
import { hashToken, newToken } from "~/server/tokens.server";
import { setupTestDatabase } from "./database";
import { routeArgs } from "./route-args";

// Its own database: the test takes the schema back one migration and forward again.
const db = setupTestDatabase();

function calendarRequest(token: string) {
  const request = new Request(`http://localhost/feeds/saved/${token}.ics`);
  return savedCalendarLoader(
    routeArgs(request, db.em(), null, { file: `${token}.ics` }),
  ) as Promise<Response>;
}

describe("calendar token migration", () => {
  it("hashes the tokens stored in plain text, and their URLs keep working", async () => {
    const user = await registerUser(db.em(), {
      fullname: "Calendar User",
      email: "calendar-migration@example.et",
      phone: "0911000000",
      password: "correct-horse",
    });
    await db.orm.migrator.down({ to: "Migration20261124031000_search_vector_inline" });
    const token = newToken();
    const connection = db.em().getConnection();
    await connection.execute("update users set calendar_token = ? where id = ?", [token, user.id]);

    await db.orm.migrator.up();
    const [row] = await connection.execute<{ hash: string }[]>(
      "select calendar_token_hash as hash from users where id = ?",
      [user.id],
    );
    expect(row!.hash).toBe(hashToken(token));
    const response = await calendarRequest(token);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("BEGIN:VCALENDAR");
    expect((await calendarRequest(row!.hash.slice(0, 43))).status).toBe(404);
  });
});
