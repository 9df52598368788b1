import { createHash } from "node:crypto";

/** Enough for a zip's directory. */
const TAIL_BYTES = 64 * 1024;

/** Never gathered whole: at most the head, the tail and one chunk are in memory. */
export class IncomingFile {
  private readonly chunks: AsyncIterator<Buffer>;
  private readonly held: Buffer[] = [];
  private heldBytes = 0;
  private ended = false;
  private readonly hash = createHash("sha256");
  private tail: Buffer[] | null = null;
  private tailBytes = 0;
  size = 0;
  /** Set: a storage write failed because of what was sent, not because of storage. */
  failure: unknown = null;

  constructor(
    body: AsyncIterable<Buffer>,
    private readonly onChunk: (fileSize: number, chunkBytes: number) => void,
  ) {
    this.chunks = body[Symbol.asyncIterator]();
  }

  /** Kept for stream(). */
  async head(bytes: number): Promise<Buffer> {
    while (this.heldBytes < bytes) {
      const chunk = await this.read();
      if (!chunk) break;
      this.held.push(chunk);
      this.heldBytes += chunk.length;
    }
    return Buffer.concat(this.held);
  }

  keepTail(): void {
    this.tail ??= [];
  }

  tailIncludes(text: string): boolean {
    return this.tail !== null && Buffer.concat(this.tail).includes(text, 0, "latin1");
  }

  stream(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const chunk = this.held.shift() ?? (await this.read());
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        },
      },
      { highWaterMark: 0 },
    );
  }

  /** A refused file still counts against the limits. */
  async drain(): Promise<void> {
    this.held.length = 0;
    while (await this.read());
  }

  /** Only once the file has been read to its end. */
  digest(): string {
    return this.hash.digest("hex");
  }

  private async read(): Promise<Buffer | null> {
    if (this.ended) return null;
    try {
      const next = await this.chunks.next();
      if (next.done) {
        this.ended = true;
        return null;
      }
      const chunk = next.value;
      this.size += chunk.length;
      this.onChunk(this.size, chunk.length);
      this.hash.update(chunk);
      if (this.tail) this.addToTail(chunk);
      return chunk;
    } catch (error) {
      this.failure ??= error;
      throw error;
    }
  }

  private addToTail(chunk: Buffer) {
    const tail = this.tail!;
    tail.push(chunk);
    this.tailBytes += chunk.length;
    while (tail.length > 1 && this.tailBytes - tail[0]!.length >= TAIL_BYTES) {
      this.tailBytes -= tail.shift()!.length;
    }
  }
}
