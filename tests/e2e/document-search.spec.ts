import { expect, test, type APIRequestContext } from "@playwright/test";
import { encryptedPdf, pdfWithText, pdfWithoutText, xlsxBoq } from "../integration/document-files";
import { authAs } from "./api-helpers";
import { DEMO, login } from "./fixtures";

const metadataId = async (request: APIRequestContext, kind: string) =>
  String((await (await request.get(`/api/tenders/metadata/${kind}`)).json())[0].id);

test("a BoQ item is found by search once the worker has read the file; the detail says what each file is", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  // A word no other tender has, different in each browser project.
  const word = `kudu${testInfo.project.name.replace(/\W/g, "")}${Date.now()}`;
  const title = `Water pipes ${word.slice(-6)}`;
  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    snippet: "Supply of pipes and fittings",
    description: "<p>See the bill of quantities.</p>",
    closingDate: "2031-05-01T10:00",
    tenderLanguageId: await metadataId(request, "languages"),
    tenderSourceId: await metadataId(request, "sources"),
    tenderRegionId: await metadataId(request, "regions"),
    // The other browser project's tender is alike (title, closing day): not what is under test.
    confirmDuplicate: "true",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const files: [string, Uint8Array][] = [
    ["BoQ.xlsx", await xlsxBoq([[1, `Ductile iron pipe DN150 ${word}`, "m", 1200]])],
    ["Notice.pdf", await pdfWithText([["Invitation to bid for water pipes"], ["Annex"]])],
    ["Scan.pdf", await pdfWithoutText(1)],
    ["Protected.pdf", encryptedPdf()],
  ];
  for (const [name, bytes] of files)
    form.append("documentPath", new Blob([new Uint8Array(bytes)]), name);
  const created = await request.post("/api/tenders", {
    headers: await authAs(request, "admin"),
    multipart: form,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Visitors never search document text.
  await page.goto(`/home?q=${word}`);
  await expect(page.getByText("No tenders found.")).toBeVisible();

  await login(page, DEMO.user);
  // The worker reads the files after the save: the search finds the tender once it has.
  await expect
    .poll(
      async () => {
        await page.goto(`/home?q=${word}`);
        return page.locator(".tender-card").count();
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(1);
  const card = page.locator(".tender-card");
  await expect(card.getByRole("link", { name: title })).toBeVisible();
  const found = card.locator(".tender-card-found");
  await expect(found).toContainText("Found in BoQ.xlsx:");
  await expect(found).toContainText(`| Ductile iron pipe DN150 ${word} | m | 1200`);
  await expect(found.locator("mark")).toHaveText(word);

  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${id}`));
  const documents = page.locator(".tender-documents li");
  await expect(documents.nth(0).locator(".document-meta")).toHaveText(/^XLSX, \d+ KB$/);
  await expect(documents.nth(1).locator(".document-meta")).toHaveText(/^PDF, \d+ (B|KB), 2 pages$/);
  await expect(documents.nth(2).locator(".document-meta")).toHaveText(
    /^PDF, \d+ (B|KB), 1 page, scanned: its text cannot be searched$/,
  );
  await expect(documents.nth(3).locator(".document-meta")).toHaveText(
    /^PDF, \d+ (B|KB), its text cannot be read$/,
  );
});
