import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "./database";

// Every organisation name a tender gives gets a slug from the trigger that records the name,
// whoever writes the tender (here plain SQL, as the import and the bench do).

const db = setupTestDatabase();

async function insertTenders(...organisations: string[]) {
  for (const organisation of organisations) {
    await db.em().execute(
      `insert into tenders (title, organisation, published_at, created_at, updated_at)
         values ('A tender', ?, now(), now(), now())`,
      [organisation],
    );
  }
}

async function slugOf(name: string): Promise<string | undefined> {
  const [row] = await db
    .em()
    .execute<{ slug: string }[]>(`select slug from organisation_names where name = ?`, [name]);
  return row?.slug;
}

describe("organisation slugs", () => {
  it("are lower-case words joined by hyphens, accents dropped", async () => {
    await insertTenders(
      "Ministry of Health",
      "  Addis Ababa Water & Sewerage (AAWSA)",
      "Société Générale Éthiopie",
    );
    expect(await slugOf("Ministry of Health")).toBe("ministry-of-health");
    expect(await slugOf("  Addis Ababa Water & Sewerage (AAWSA)")).toBe(
      "addis-ababa-water-sewerage-aawsa",
    );
    expect(await slugOf("Société Générale Éthiopie")).toBe("societe-generale-ethiopie");
  });

  it("keep Ethiopic letters, so an Amharic name has a readable address", async () => {
    await insertTenders("የኢትዮጵያ ኤሌክትሪክ አገልግሎት", "የጤና ሚኒስቴር፡ ግዥ ዳይሬክቶሬት");
    expect(await slugOf("የኢትዮጵያ ኤሌክትሪክ አገልግሎት")).toBe("የኢትዮጵያ-ኤሌክትሪክ-አገልግሎት");
    expect(await slugOf("የጤና ሚኒስቴር፡ ግዥ ዳይሬክቶሬት")).toBe("የጤና-ሚኒስቴር-ግዥ-ዳይሬክቶሬት");
  });

  it("differ for names spelt alike, and never change once given", async () => {
    await insertTenders("Ethio Telecom", "ETHIO TELECOM", "Ethio-Telecom", "!!!");
    expect(await slugOf("Ethio Telecom")).toBe("ethio-telecom");
    expect(await slugOf("ETHIO TELECOM")).toBe("ethio-telecom-2");
    expect(await slugOf("Ethio-Telecom")).toBe("ethio-telecom-3");
    expect(await slugOf("!!!")).toBe("organisation");
    await insertTenders("Ethio Telecom");
    expect(await slugOf("Ethio Telecom")).toBe("ethio-telecom");
  });

  it("are unique even when new names spelt alike arrive at the same moment", async () => {
    const names = Array.from(
      { length: 8 },
      (_, index) => `Jimma${" ".repeat(index + 1)}University`,
    );
    await Promise.all(names.map((name) => insertTenders(name)));
    const slugs = await Promise.all(names.map(slugOf));
    expect(new Set(slugs).size).toBe(names.length);
    expect(slugs.every((slug) => slug?.startsWith("jimma-university"))).toBe(true);
  });
});
