// POSIX ustar (readable with `tar -xzf`), streamed entry by entry; only regular files with short
// names.
import { once } from "node:events";
import fs from "node:fs";
import type { Readable, Writable } from "node:stream";

const BLOCK = 512;

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, "drain");
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const field = (value: string, offset: number, length: number) =>
    block.write(value, offset, length, "utf8");
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, "0");
  field(name, 0, 100);
  field(octal(0o644, 8), 100, 8);
  field(octal(0, 8), 108, 8);
  field(octal(0, 8), 116, 8);
  field(octal(size, 12), 124, 12);
  field(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  field("        ", 148, 8);
  field("0", 156, 1);
  field("ustar\u000000", 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(`${octal(sum, 7)}\u0000`, 148, 8);
  return block;
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  async addBuffer(name: string, content: Buffer): Promise<void> {
    await write(this.out, header(name, content.byteLength, new Date()));
    await write(this.out, content);
    await this.pad(content.byteLength);
  }

  async addFile(name: string, file: string): Promise<void> {
    const { size, mtime } = await fs.promises.stat(file);
    await write(this.out, header(name, size, mtime));
    let written = 0;
    for await (const chunk of fs.createReadStream(file)) {
      written += (chunk as Buffer).byteLength;
      await write(this.out, chunk as Buffer);
    }
    if (written !== size) throw new Error(`${file} changed while it was archived`);
    await this.pad(size);
  }

  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, "finish");
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest) await write(this.out, Buffer.alloc(BLOCK - rest));
  }
}

class ChunkReader {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(source: Readable) {
    this.chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  async take(size: number): Promise<Buffer> {
    while (this.buffered.byteLength < size) {
      const next = await this.chunks.next();
      if (next.done) break;
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const taken = this.buffered.subarray(0, size);
    this.buffered = this.buffered.subarray(taken.byteLength);
    return taken;
  }

  async piece(max: number): Promise<Buffer> {
    if (this.buffered.byteLength === 0) {
      const next = await this.chunks.next();
      if (next.done) return Buffer.alloc(0);
      this.buffered = next.value;
    }
    const taken = this.buffered.subarray(0, max);
    this.buffered = this.buffered.subarray(taken.byteLength);
    return taken;
  }
}

export async function readTar(source: Readable, open: (name: string) => Writable): Promise<void> {
  const reader = new ChunkReader(source);
  for (;;) {
    const block = await reader.take(BLOCK);
    if (block.byteLength < BLOCK) throw new Error("the archive ends early");
    if (block.every((byte) => byte === 0)) return;
    const text = (offset: number, length: number) =>
      block.toString("utf8", offset, offset + length).replace(/\0.*$/s, "");
    const size = parseInt(text(124, 12).trim() || "0", 8);
    const type = text(156, 1) || "0";
    const name = text(0, 100);
    const sink = type === "0" ? open(name) : null;
    let left = size;
    while (left > 0) {
      const piece = await reader.piece(left);
      if (piece.byteLength === 0) throw new Error(`the archive ends inside ${name}`);
      left -= piece.byteLength;
      if (sink) await write(sink, piece);
    }
    if (sink) {
      sink.end();
      await once(sink, "finish");
    }
    const rest = size % BLOCK;
    if (rest) await reader.take(BLOCK - rest);
  }
}
