import { createHash } from "node:crypto";

/** How much of a file's end is kept when the type check asks for it (a zip's directory). */
const TAIL_BYTES = 64 * 1024;

/**
 * One uploaded file's bytes on their way to storage, never gathered whole: each chunk is counted
 * (`onChunk` refuses a file or a body grown too large by throwing) and hashed as it passes, the
 * first bytes are held back until the type check has looked at them, and on request the last
 * ones are kept for it too. At most the head, the tail and one chunk are in memory.
 */
export class IncomingFile {
  private readonly chunks: AsyncIterator<Buffer>;
  private readonly held: Buffer[] = [];
  private heldBytes = 0;
  private ended = false;
  private readonly hash = createHash("sha256");
  private tail: Buffer[] | null = null;
  private tailBytes = 0;
  size = 0;
  /**
   * Why reading stopped, when it failed: the client's body or a limit. A storage write that
   * fails with this set failed because of what was sent, not because of storage.
   */
  failure: unknown = null;

  constructor(
    body: AsyncIterable<Buffer>,
    private readonly onChunk: (fileSize: number, chunkBytes: number) => void,
  ) {
    this.chunks = body[Symbol.asyncIterator]();
  }

  /** At least the first `bytes` bytes (fewer only when the file is shorter); kept for stream(). */
  async head(bytes: number): Promise<Buffer> {
    while (this.heldBytes < bytes) {
      const chunk = await this.read();
      if (!chunk) break;
      this.held.push(chunk);
      this.heldBytes += chunk.length;
    }
    return Buffer.concat(this.held);
  }

  /** From now on, keep the last TAIL_BYTES bytes read (tailIncludes). */
  keepTail(): void {
    this.tail ??= [];
  }

  tailIncludes(text: string): boolean {
    return this.tail !== null && Buffer.concat(this.tail).includes(text, 0, "latin1");
  }

  /** The whole file, the held head first, pulled only as fast as storage writes it. */
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

  /** Reads the rest without keeping it (a refused file: still counted against the limits). */
  async drain(): Promise<void> {
    this.held.length = 0;
    while (await this.read());
  }

  /** SHA-256 of every byte, once the file has been read to its end. */
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
