import { beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import {
  AlreadyMergedError,
  MergeChoiceError,
  mergeOrganisations,
} from "~/modules/profiles/organisation-merge.server";
import { findOrganisation } from "~/modules/profiles/organisation-profile.server";
import * as mergeRoute from "~/routes/admin/organisations-merge";
import * as listRoute from "~/routes/admin/organisations";
import { loader as profileLoader } from "~/routes/organisations/profile";
import {
  createAccounts,
  expectLoginRedirect,
  getRequest,
  throughAdminGuard,
  type Accounts,
} from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs, settle } from "./route-args";

// Merging spellings of one organisation: tenders, alert profiles and the profile's address move
// to the kept name, the trail is audited, and later tenders spelt the old way take the kept name.

const db = setupTestDatabase();
let accounts: Accounts;

async function organisation(name: string): Promise<{ id: number; slug: string }> {
  await db.em().execute(
    `insert into tenders (title, organisation, published_at, created_at, updated_at)
     values (?, ?, now() - interval '1 day', now(), now())`,
    [`Tender of ${name}`, name],
  );
  const [row] = await db
    .em()
    .execute<{ id: number; slug: string }[]>(
      `select id, slug from organisation_names where name = ?`,
      [name],
    );
  return row!;
}

const tendersOf = async (name: string) =>
  Number(
    (
      await db
        .em()
        .execute<{ count: string }[]>(`select count(*) from tenders where organisation = ?`, [name])
    )[0]!.count,
  );

beforeAll(async () => {
  accounts = await createAccounts(db.em(), "organisation-merge");
});

describe("merging organisations", () => {
  it("moves tenders and alert profiles, records it, and redirects the old address", async () => {
    const kept = await organisation("Addis Ababa Water and Sewerage Authority");
    const misspelt = await organisation("Addis Abeba Water and Sewerage Authority");
    await organisation("Addis Abeba Water and Sewerage Authority");
    await db.em().execute(
      `insert into alert_profiles (user_id, name, organisation, created_at, updated_at)
       values (?, 'Water works', 'addis abeba water and sewerage authority', now(), now())`,
      [accounts.user.id],
    );
    const result = await mergeOrganisations(db.em(), accounts.admin, misspelt.id, kept.id);
    expect(result).toMatchObject({
      from: "Addis Abeba Water and Sewerage Authority",
      into: { name: "Addis Ababa Water and Sewerage Authority", slug: kept.slug },
      tenders: 2,
      alertProfiles: 1,
    });
    expect(await tendersOf("Addis Abeba Water and Sewerage Authority")).toBe(0);
    expect(await tendersOf("Addis Ababa Water and Sewerage Authority")).toBe(3);
    const [profile] = await db
      .em()
      .execute<{ organisation: string }[]>(
        `select organisation from alert_profiles where name = 'Water works'`,
      );
    expect(profile!.organisation).toBe("Addis Ababa Water and Sewerage Authority");
    const audit = await db
      .em()
      .find(AuditLog, { entityType: "organisation" }, { orderBy: { id: "asc" } });
    expect(audit.map((row) => [row.entityId, row.action, row.actorEmail])).toEqual([
      [misspelt.id, "update", accounts.admin.email],
      [kept.id, "update", accounts.admin.email],
    ]);
    expect(audit[0]!.summary).toContain("2 tenders and 1 alert profiles moved");

    expect(await findOrganisation(db.em(), misspelt.slug)).toEqual({
      kind: "merged",
      slug: kept.slug,
    });
    const answer = await settle(() =>
      profileLoader(
        routeArgs(
          new Request(`http://localhost/organisations/${misspelt.slug}?lng=am`),
          db.em(),
          null,
          {
            slug: misspelt.slug,
          },
        ),
      ),
    );
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe(`/organisations/${kept.slug}?lng=am`);
  });

  it("gives later tenders written with the merged spelling, in any letter case, the kept name", async () => {
    const kept = await organisation("Ethiopian Electric Utility");
    const misspelt = await organisation("Ethiopian Electirc Utility");
    await mergeOrganisations(db.em(), accounts.admin, misspelt.id, kept.id);
    for (const typed of ["Ethiopian Electirc Utility", "ETHIOPIAN ELECTIRC UTILITY"]) {
      await db.em().execute(
        `insert into tenders (title, organisation, published_at, created_at, updated_at)
         values ('Later', ?, now(), now(), now())`,
        [typed],
      );
    }
    await db
      .em()
      .execute(
        `update tenders set organisation = 'Ethiopian Electirc Utility' where title = 'Tender of Ethiopian Electric Utility'`,
      );
    expect(await tendersOf("Ethiopian Electric Utility")).toBe(4);
    const [names] = await db
      .em()
      .execute<{ count: string }[]>(
        `select count(*) from organisation_names where lower(name) = lower('ETHIOPIAN ELECTIRC UTILITY')`,
      );
    expect(Number(names!.count)).toBe(1);
  });

  it("follows a chain: a name merged into one that is merged later leads to the last kept", async () => {
    const first = await organisation("Jimma Univeristy");
    const second = await organisation("Jima University");
    const kept = await organisation("Jimma University");
    await mergeOrganisations(db.em(), accounts.admin, first.id, second.id);
    await mergeOrganisations(db.em(), accounts.admin, second.id, kept.id);
    expect(await findOrganisation(db.em(), first.slug)).toEqual({
      kind: "merged",
      slug: kept.slug,
    });
    await db.em().execute(
      `insert into tenders (title, organisation, published_at, created_at, updated_at)
       values ('Later', 'Jimma Univeristy', now(), now(), now())`,
    );
    expect(await tendersOf("Jimma University")).toBe(4);
  });

  it("refuses itself, an unknown or merged organisation to keep, and a second merge of one", async () => {
    const kept = await organisation("Hawassa University");
    const misspelt = await organisation("Hawasa University");
    const other = await organisation("Hawassa Universty");
    for (const into of [misspelt.id, 999_999]) {
      await expect(mergeOrganisations(db.em(), accounts.admin, misspelt.id, into)).rejects.toThrow(
        MergeChoiceError,
      );
    }
    await mergeOrganisations(db.em(), accounts.admin, misspelt.id, kept.id);
    await expect(
      mergeOrganisations(db.em(), accounts.admin, other.id, misspelt.id),
    ).rejects.toThrow(MergeChoiceError);
    await expect(
      mergeOrganisations(db.em(), accounts.admin, misspelt.id, other.id),
    ).rejects.toThrow(AlreadyMergedError);
    expect(await tendersOf("Hawassa Universty")).toBe(1);
  });

  it("lets one of two crossed merges happen, never both", async () => {
    const a = await organisation("Bahir Dar University");
    const b = await organisation("Bahirdar University");
    const outcomes = await Promise.allSettled([
      mergeOrganisations(db.em(), accounts.admin, a.id, b.id),
      mergeOrganisations(db.em(), accounts.admin, b.id, a.id),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const [merged] = await db
      .em()
      .execute<{ count: string }[]>(
        `select count(*) from organisation_names where name in ('Bahir Dar University', 'Bahirdar University') and merged_into is null`,
      );
    expect(Number(merged!.count)).toBe(1);
  });
});

describe("the merge screens", () => {
  it("refuse visitors and users and change nothing", async () => {
    const kept = await organisation("Mekelle University");
    const misspelt = await organisation("Mekele University");
    const path = `/admin/organisations/${misspelt.id}/merge`;
    for (const who of [null, accounts.user]) {
      expectLoginRedirect(
        await throughAdminGuard(listRoute.loader, getRequest("/admin/organisations"), db.em(), who),
        "/admin/organisations",
      );
      expectLoginRedirect(
        await throughAdminGuard(mergeRoute.loader, getRequest(path), db.em(), who, {
          id: String(misspelt.id),
        }),
        path,
      );
      expectLoginRedirect(
        await throughAdminGuard(
          mergeRoute.action,
          formRequest(path, { into: String(kept.id) }),
          db.em(),
          who,
          { id: String(misspelt.id) },
        ),
        path,
      );
    }
    expect(await tendersOf("Mekele University")).toBe(1);
  });

  it("merge for an admin and a superadmin, and keep the form on a bad choice", async () => {
    const kept = await organisation("Arba Minch University");
    const misspelt = await organisation("Arbaminch University");
    const path = `/admin/organisations/${misspelt.id}/merge`;
    const preview = (await throughAdminGuard(
      mergeRoute.loader,
      getRequest(path),
      db.em(),
      accounts.admin,
      {
        id: String(misspelt.id),
      },
    )) as Awaited<ReturnType<typeof mergeRoute.loader>>;
    expect(preview.candidates.map((candidate) => candidate.name)).toContain(
      "Arba Minch University",
    );
    const refused = await throughAdminGuard(
      mergeRoute.action,
      formRequest(path, { into: "abc" }),
      db.em(),
      accounts.admin,
      { id: String(misspelt.id) },
    );
    expect((refused as { init: ResponseInit }).init.status).toBe(400);
    const self = await throughAdminGuard(
      mergeRoute.action,
      formRequest(path, { into: String(misspelt.id) }),
      db.em(),
      accounts.admin,
      { id: String(misspelt.id) },
    );
    expect((self as { init: ResponseInit }).init.status).toBe(400);
    expect(await tendersOf("Arbaminch University")).toBe(1);
    const done = await throughAdminGuard(
      mergeRoute.action,
      formRequest(path, { into: String(kept.id) }),
      db.em(),
      accounts.superadmin,
      { id: String(misspelt.id) },
    );
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe(
      `/admin/organisations?${new URLSearchParams({ merged: "Arbaminch University", into: "Arba Minch University", tenders: "1" })}`,
    );
    expect(await tendersOf("Arba Minch University")).toBe(2);
    const again = await throughAdminGuard(
      mergeRoute.action,
      formRequest(path, { into: String(kept.id) }),
      db.em(),
      accounts.admin,
      { id: String(misspelt.id) },
    );
    expect((again as { init: ResponseInit }).init.status).toBe(409);
  });
});
