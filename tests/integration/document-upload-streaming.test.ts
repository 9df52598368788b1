// The streaming tender upload (document-upload.server.ts) on bodies cut into awkward chunks, and
// refusals part-way through a file: what is stored is byte-equal to what was sent, and a refused
// request leaves nothing in storage, on the disk or in an S3 bucket (s3rver).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { receiveTenderUpload, type TenderUpload } from "~/modules/tenders/document-upload.server";
import { S3DocumentStorage } from "~/server/s3-storage.server";
import { LocalDiskStorage, type DocumentStorage } from "~/server/storage.server";
import { startS3Server, type TestS3Server } from "./s3-server";

const BOUNDARY = "----streaming-test-7MA4YWxkTrZu0gW";
const MB = 1024 * 1024;
const enc = (text: string) => Buffer.from(text, "utf8");

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function multipartBody(parts: Part[]): Buffer {
  return Buffer.concat([
    ...parts.map((part) =>
      "bytes" in part
        ? Buffer.concat([
            enc(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            part.bytes,
            enc("\r\n"),
          ])
        : enc(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
    ),
    enc(`--${BOUNDARY}--\r\n`),
  ]);
}

/** A request whose body arrives in pieces of the given sizes (the last one repeated). */
function chunkedRequest(body: Buffer, sizes: number[], options: { failAfter?: number } = {}) {
  let offset = 0;
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.failAfter !== undefined && offset >= options.failAfter) {
        controller.error(new Error("client went away"));
        return;
      }
      if (offset >= body.length) return controller.close();
      const size = sizes[Math.min(index++, sizes.length - 1)]!;
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + size)));
      offset += size;
    },
  });
  return new Request("http://localhost/api/tenders", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function storedBytes(storage: DocumentStorage, key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream!) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function pdf(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write("%PDF-1.7\n", "latin1");
  // Bytes that look like the start of a boundary, inside the file: not an end of part. The byte
  // after them is fixed: a random one completes the real delimiter once in 256 files.
  enc(`\r\n--${BOUNDARY.slice(0, -1)}.`).copy(bytes, Math.floor(size / 2));
  return bytes;
}

let directory: string;
let disk: LocalDiskStorage;
let s3: TestS3Server;
let bucket: S3DocumentStorage;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "upload-streaming-"));
  disk = new LocalDiskStorage(directory);
  s3 = await startS3Server();
  bucket = new S3DocumentStorage(s3.client(), s3.bucket, "streaming");
});

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(directory, { recursive: true, force: true });
});

const filesOnDisk = () => (fs.existsSync(directory) ? fs.readdirSync(directory) : []);
async function objectsInBucket(): Promise<string[]> {
  const listed = await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

describe("a file split across chunk boundaries", () => {
  const notice = pdf(200_000);
  const annex = pdf(3_000);
  const body = multipartBody([
    { name: "title", value: "Water supply ዉሃ" },
    { name: "documentPath", filename: "notice.pdf", bytes: notice },
    { name: "documentPath", filename: "annex.pdf", bytes: annex },
  ]);
  const noticeEnd = body.indexOf(notice) + notice.length;

  async function expectStoredWhole(upload: TenderUpload) {
    expect(upload.refusal).toBeNull();
    expect(upload.formData.get("title")).toBe("Water supply ዉሃ");
    expect(upload.digests).toEqual([
      `notice.pdf:${notice.length}:${sha256(notice)}`,
      `annex.pdf:${annex.length}:${sha256(annex)}`,
    ]);
    const [first, second] = upload.documents;
    expect(first).toMatchObject({ fileName: "notice.pdf", size: notice.length });
    expect((await storedBytes(disk, first!.storageKey)).equals(notice)).toBe(true);
    expect((await storedBytes(disk, second!.storageKey)).equals(annex)).toBe(true);
    await upload.discard();
    expect(filesOnDisk()).toEqual([]);
  }

  it.each([
    ["one byte at a time, then 7", [...Array<number>(300).fill(1), 7]],
    ["odd sizes", [13, 5, 1, 64 * 1024 + 1, 3]],
    ["one piece", [body.length]],
  ])("stores each file byte for byte when the body comes %s", async (_label, sizes) => {
    await expectStoredWhole(await receiveTenderUpload(chunkedRequest(body, sizes), disk));
  });

  it("stores each file byte for byte wherever the closing boundary is cut", async () => {
    const closing = `\r\n--${BOUNDARY}\r\n`.length;
    for (let cut = noticeEnd - 2; cut <= noticeEnd + closing + 2; cut++) {
      await expectStoredWhole(
        await receiveTenderUpload(chunkedRequest(body, [cut, body.length]), disk),
      );
    }
  });
});

describe("a refused request leaves nothing in storage", () => {
  const title = { name: "title", value: "Too big" };
  const small = { name: "documentPath", filename: "small.pdf", bytes: pdf(10_000) };

  it.each([
    ["on the disk", () => disk, () => filesOnDisk()],
    ["in the bucket", () => bucket, () => objectsInBucket()],
  ] as const)(
    "refuses a file over 20 MB %s, after storing part of it, keeping the text fields",
    async (_where, storage, stored) => {
      const huge = { name: "documentPath", filename: "huge.pdf", bytes: pdf(20 * MB + 1) };
      const put = vi.spyOn(storage(), "put");
      const body = multipartBody([title, small, huge]);
      const upload = await receiveTenderUpload(chunkedRequest(body, [64 * 1024]), storage());
      expect(upload.refusal).toMatchObject({
        status: 413,
        message: "Each document must be at most 20 MB.",
      });
      expect(upload.formData.get("title")).toBe("Too big");
      expect(upload.documents).toEqual([]);
      // Both files went to storage as they streamed in; neither is left there.
      expect(put).toHaveBeenCalledTimes(2);
      put.mockRestore();
      expect(await stored()).toEqual([]);
    },
    60_000,
  );

  it.each([
    ["on the disk", () => disk, () => filesOnDisk()],
    ["in the bucket", () => bucket, () => objectsInBucket()],
  ] as const)(
    "answers a body that stops in the middle of a file with a 400, storing nothing %s",
    async (_where, storage, stored) => {
      const big = { name: "documentPath", filename: "big.pdf", bytes: pdf(6 * MB) };
      const body = multipartBody([title, small, big]);
      const upload = await receiveTenderUpload(
        chunkedRequest(body, [64 * 1024], { failAfter: 4 * MB }),
        storage(),
      );
      expect(upload.refusal).toMatchObject({
        status: 400,
        message: "The request body could not be read.",
      });
      expect(upload.formData.get("title")).toBe("Too big");
      expect(await stored()).toEqual([]);

      // The same body cut short but ended cleanly: broken multipart.
      const cut = await receiveTenderUpload(
        chunkedRequest(body.subarray(0, 4 * MB), [64 * 1024]),
        storage(),
      );
      expect(cut.refusal).toMatchObject({
        status: 400,
        message: "The form could not be read: its multipart data is broken.",
      });
      expect(await stored()).toEqual([]);
    },
    60_000,
  );
});

describe("the type check on the first bytes", () => {
  // Stored without compression, so the 100 KB entry really comes first in the file.
  const bigFirst = (mainPart: string) =>
    Buffer.from(
      zipSync(
        {
          "[Content_Types].xml": new TextEncoder().encode("<Types/>"),
          "docProps/thumbnail.jpeg": randomBytes(100_000),
          [mainPart]: new TextEncoder().encode("<document/>"),
        },
        { level: 0 },
      ),
    );

  it("finds a Word file's main part in the zip's directory when it is not near the start", async () => {
    const docx = bigFirst("word/document.xml");
    expect(docx.subarray(0, 64 * 1024).includes("word/", 0, "latin1")).toBe(false);
    const upload = await receiveTenderUpload(
      chunkedRequest(
        multipartBody([{ name: "documentPath", filename: "spec.docx", bytes: docx }]),
        [4096],
      ),
      disk,
    );
    expect(upload.refusal).toBeNull();
    expect(upload.digests).toEqual([`spec.docx:${docx.length}:${sha256(docx)}`]);
    await upload.discard();
  });

  it("stores a file's name without its bidirectional controls", async () => {
    // Shown as "Offerfdp.exe" with the override: the file is a PDF.
    const offer = pdf(3_000);
    const body = multipartBody([
      { name: "documentPath", filename: "Offer\u202eexe.pdf", bytes: offer },
      { name: "documentPath", filename: "\u2067Annex\u2069\u200f.pdf", bytes: offer },
    ]);
    const upload = await receiveTenderUpload(chunkedRequest(body, [body.length]), disk);
    try {
      expect(upload.documents.map((document) => document.fileName)).toEqual([
        "Offerexe.pdf",
        "Annex.pdf",
      ]);
    } finally {
      await upload.discard();
    }
  });

  it("refuses a file whose name holds a line break instead of dropping it", async () => {
    const notice = pdf(3_000);
    const rawBreak = Buffer.concat([
      enc(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nRoads\r\n`),
      enc(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentPath"; filename="evil\r\nContent-Type: x.pdf"\r\n\r\n`,
      ),
      notice,
      enc(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const encodedBreak = Buffer.concat([
      enc(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentPath"; filename*=utf-8''evil%0D%0Anotice.pdf\r\n\r\n`,
      ),
      notice,
      enc(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const raw = await receiveTenderUpload(chunkedRequest(rawBreak, [7]), disk);
    expect(raw.refusal?.status).toBe(400);
    expect(raw.refusal?.message).toMatch(/file name may not hold line breaks/);
    expect(raw.documents).toEqual([]);
    expect(raw.formData.get("title")).toBe("Roads");
    const encoded = await receiveTenderUpload(chunkedRequest(encodedBreak, [1000]), disk);
    expect(encoded.refusal?.status).toBe(400);
    expect(encoded.refusal?.message).toBe(
      '"evil\\r\\nnotice.pdf": a file name may not hold line breaks or other control characters.',
    );
    expect(encoded.documents).toEqual([]);
  });

  it("refuses an Excel file named .docx and removes what it had stored", async () => {
    const xlsx = bigFirst("xl/workbook.xml");
    const upload = await receiveTenderUpload(
      chunkedRequest(
        multipartBody([{ name: "documentPath", filename: "spec.docx", bytes: xlsx }]),
        [4096],
      ),
      disk,
    );
    expect(upload.refusal?.status).toBe(415);
    expect(upload.refusal?.message).toBe(
      "spec.docx: the content is not a real .docx file. Only PDF, Word (.docx) and Excel (.xlsx) files can be uploaded.",
    );
    expect(upload.documents).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a renamed .exe from its first bytes without storing any of it", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), randomBytes(2 * MB)]);
    const put = vi.spyOn(disk, "put");
    const upload = await receiveTenderUpload(
      chunkedRequest(multipartBody([{ name: "documentPath", filename: "setup.pdf", bytes: exe }]), [
        64 * 1024,
      ]),
      disk,
    );
    expect(upload.refusal?.status).toBe(415);
    expect(upload.refusal?.message).toMatch(/^setup\.pdf: the content is not a real \.pdf file/);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
    expect(filesOnDisk()).toEqual([]);
  });
});
