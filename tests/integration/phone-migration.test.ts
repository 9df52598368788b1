import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "./database";

// Its own database: the test takes the schema back one migration and forward again.
const db = setupTestDatabase();

describe("phone number migration", () => {
  it("rewrites stored numbers to E.164 with the forms' parser and leaves unreadable ones", async () => {
    await db.orm.migrator.down({ to: "Migration20261125110000_idempotency_keys" });
    const connection = db.em().getConnection();
    const stored = ["0911223344", "911223345", "0711223346", "0000000000", "0911", ""];
    const ids: number[] = [];
    for (const [index, phone] of stored.entries()) {
      const [row] = await connection.execute<{ id: number }[]>(
        `insert into users (fullname, email, phone, password_hash, role, created_at, updated_at)
         values ('Old', ?, ?, 'x', 'user', now(), now()) returning id`,
        [`old-${index}@example.et`, phone],
      );
      ids.push(row!.id);
    }
    await connection.execute(
      `insert into alert_channels (user_id, kind, address, verification_attempts, created_at, updated_at)
       values (?, 'sms', '0911 22 33 44', 0, now(), now()), (?, 'email', '0911223344', 0, now(), now())`,
      [ids[0], ids[0]],
    );

    await db.orm.migrator.up();
    const users = await connection.execute<{ phone: string }[]>(
      "select phone from users where id in (?) order by id",
      [ids],
    );
    expect(users.map((user) => user.phone)).toEqual([
      "+251911223344",
      "+251911223345",
      "+251711223346",
      "0000000000",
      "0911",
      "",
    ]);
    const channels = await connection.execute<{ kind: string; address: string }[]>(
      "select kind, address from alert_channels where user_id = ? order by kind",
      [ids[0]],
    );
    // Only SMS addresses are phone numbers; an e-mail channel is never touched.
    expect(channels).toEqual([
      { kind: "email", address: "0911223344" },
      { kind: "sms", address: "+251911223344" },
    ]);
  });
});
