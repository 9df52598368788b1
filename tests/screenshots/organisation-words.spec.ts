import { expect, test } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";
import { shoot } from "./shoot";

// What the list makes of a misspelt organisation, and of a word several organisations hold, at
// both widths, in English and Amharic.

const MISSPELT = "/home?organisation=Ethiopain%20Airlnes";
const SEVERAL = "/home?organisation=electric";

test("a misspelt organisation and a shared word, in English and Amharic", async ({ page }) => {
  await login(page, DEMO.user);
  for (const [prefix, lng] of [
    ["", ""],
    ["am/", "&lng=am"],
  ] as const) {
    await page.goto(MISSPELT + lng);
    await expect(page.locator("#filter-organisation-unknown strong")).toHaveText(
      "Ethiopian Airlines Group",
    );
    await shoot(page, `${prefix}list-organisation-closest`);
    await page.goto(SEVERAL + lng);
    await expect(page.locator("#filter-organisation-unknown li")).not.toHaveCount(0);
    await shoot(page, `${prefix}list-organisation-suggestions`);
  }
});
