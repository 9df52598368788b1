import { expect, test } from "@playwright/test";
import { DEMO, jsEnabled, login } from "./fixtures";

test("documents carry a nonce-based Content-Security-Policy that every inline script meets", async ({
  request,
}) => {
  for (const path of ["/", "/home", "/login", "/no-such-page"]) {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const nonce = /script-src 'self' 'nonce-([\w+/=]+)'/.exec(policy)?.[1];
    expect(nonce, `${path}: ${policy}`).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      if (/\bsrc=/.test(script)) continue;
      expect(script, path).toContain(`nonce="${nonce}"`);
    }
    // A fresh nonce for every response.
    const again = (await request.get(path)).headers()["content-security-policy"];
    expect(again).not.toBe(policy);
  }
});

test("no page breaks the policy, the editors included", async ({ page }, testInfo) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.goto("/home");
  await login(page, DEMO.admin);
  for (const path of ["/home", "/admin/tenders/create", "/admin/pages/about", "/alerts"]) {
    await page.goto(path);
    if (jsEnabled(testInfo) && path === "/admin/tenders/create") {
      await expect(page.locator(".ql-editor")).toBeVisible();
    }
    if (jsEnabled(testInfo) && path === "/admin/pages/about") {
      // The page's English and Amharic texts, each in its editor.
      await expect(page.locator(".w-md-editor")).toHaveCount(2);
      await expect(page.locator(".w-md-editor").first()).toBeVisible();
    }
  }
  expect(violations).toEqual([]);
});
