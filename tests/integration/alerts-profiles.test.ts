import { afterAll, beforeAll, expect, it } from "vitest";
import { alertProfileSchema } from "~/modules/alerts/alert-profile.schema";
import {
  createProfile,
  deleteProfile,
  getProfile,
  listProfiles,
  setProfilePaused,
  updateProfile,
} from "~/modules/alerts/alert-profiles.server";
import { NotFoundError } from "~/modules/domain-errors";
import { setupTestDatabase } from "./database";
import { AlertFixtures } from "./alerts-fixtures";

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(() => f.close());

const input = alertProfileSchema.parse({
  name: " Roads ",
  includeKeywords: "road works,  bridge ,road works",
  channels: ["email"],
  frequency: "daily",
});

it("normalises keywords and keeps each user's profiles to that user (forged ids are not found)", async () => {
  expect(input).toMatchObject({ name: "Roads", includeKeywords: "road works, bridge" });
  const owner = await f.user("owner");
  const intruder = await f.user("intruder");
  const region = await f.named("regions", "Sidama");
  const { id } = await createProfile(db.em(), owner.id, { ...input, regions: [region, 999_999] });
  expect(await getProfile(db.em(), owner.id, id)).toMatchObject({
    name: "Roads",
    regions: [region],
    listUrl: `/home?q=road+works+or+bridge&region=${region}`,
  });

  const forged = [
    () => getProfile(db.em(), intruder.id, id),
    () => updateProfile(db.em(), intruder.id, id, { ...input, name: "Hijacked" }),
    () => setProfilePaused(db.em(), intruder.id, id, true),
    () => deleteProfile(db.em(), intruder.id, id),
  ];
  for (const attempt of forged) await expect(attempt()).rejects.toBeInstanceOf(NotFoundError);
  expect(await listProfiles(db.em(), intruder.id)).toEqual([]);
  expect(await getProfile(db.em(), owner.id, id)).toMatchObject({ name: "Roads", paused: false });
});

it("saves a typed organisation as tenders name it, and one no tender names yet as typed", async () => {
  const owner = await f.user("organisation-owner");
  await f.tender({ title: "Quollbridge repair", organisation: "Quollbridge Roads Office" });
  const { id } = await createProfile(db.em(), owner.id, {
    ...input,
    organisation: "quollbridge   ROADS office",
  });
  expect(await getProfile(db.em(), owner.id, id)).toMatchObject({
    organisation: "Quollbridge Roads Office",
  });
  await updateProfile(db.em(), owner.id, id, { ...input, organisation: "Quollbridge Airport" });
  expect(await getProfile(db.em(), owner.id, id)).toMatchObject({
    organisation: "Quollbridge Airport",
  });
});
