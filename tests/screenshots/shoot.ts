import type { Page } from "@playwright/test";

/** Where the screenshots go: docs/screenshots, or SHOTS_DIR (a review's folder). */
const SHOTS_DIR = process.env.SHOTS_DIR ?? "docs/screenshots";

/**
 * The whole page at a phone's and a desktop's width, `<name>-375.png` and `<name>-1280.png`,
 * once it has hydrated; `prepare` runs at each width before the picture (to open a panel).
 */
export async function shoot(page: Page, name: string, prepare?: () => Promise<void>) {
  await page.waitForLoadState("networkidle");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await prepare?.();
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
}
