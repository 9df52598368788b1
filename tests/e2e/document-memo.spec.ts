import { expect, test, type APIResponse } from "@playwright/test";
import { withDatabase } from "./api-helpers";

/** The page's nonce (from its policy header) and its HTML with that nonce masked. */
async function read(response: APIResponse) {
  expect(response.status()).toBe(200);
  const policy = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([\w+/=]+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  const html = await response.text();
  return { nonce: nonce!, html, masked: html.replaceAll(nonce!, "NONCE") };
}

test("a page read again is the same HTML, with a new nonce on every inline script", async ({
  request,
}) => {
  const first = await read(await request.get("/home?q=road"));
  const second = await read(await request.get("/home?q=road"));
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html).not.toContain(first.nonce);
  expect(second.masked).toBe(first.masked);
  const inline = second.html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(script).toContain(`nonce="${second.nonce}"`);
  const nonces = new Set([...second.html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
  expect([...nonces]).toEqual([second.nonce]);
});

test("a page renders afresh as soon as its data changes", async ({ request }, testInfo) => {
  // Each browser project changes its own old tender, far from the pages other tests read.
  const probe = `memoprobe${testInfo.project.name.replace(/\W/g, "")}`;
  const tenderId = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      "select id from tenders order by id limit 1 offset $1",
      [testInfo.project.name === "js" ? 0 : 1],
    );
    return rows[0]!.id;
  });
  const search = `/home?q=${probe}`;
  const setSnippet = (sql: string) => withDatabase((db) => db.query(sql, [tenderId, ` ${probe}`]));

  expect((await read(await request.get(search))).html).toContain("No tenders found.");
  await setSnippet("update tenders set snippet = snippet || $2 where id = $1");
  try {
    const found = (await read(await request.get(search))).html;
    expect(found).not.toContain("No tenders found.");
    expect(found).toContain(`redirectTo=%2Ftenders%2F${tenderId}&amp;notice=details"`);
    expect(found).toContain(` ${probe}</p>`);
  } finally {
    await setSnippet("update tenders set snippet = replace(snippet, $2, '') where id = $1");
  }
  expect((await read(await request.get(search))).html).toContain("No tenders found.");
});
