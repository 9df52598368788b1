// COPY … TO STDOUT and COPY … FROM STDIN over a `pg` client, streamed with backpressure. The
// pg-copy-streams package is not installed; this is the same mechanism at its smallest: a
// "submittable" query that pg hands the COPY protocol messages to.
import { once } from "node:events";
import type { Readable, Writable } from "node:stream";
import type pg from "pg";

/** The part of pg's (undocumented) Connection a submittable talks to. */
interface PgConnection {
  stream: NodeJS.ReadWriteStream & { writableLength: number };
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

class CopyQuery {
  readonly done: Promise<number>;
  private resolve!: (rows: number) => void;
  private reject!: (error: Error) => void;
  private rows = 0;
  private failed: Error | null = null;

  constructor(
    private readonly text: string,
    private readonly sink?: Writable,
    private readonly source?: Readable,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: PgConnection) {
    connection.query(this.text);
  }

  /** COPY TO: each CopyData message is a chunk of rows; a full sink pauses the socket. */
  handleCopyData(message: { chunk: Buffer }, connection: PgConnection) {
    if (!this.sink) return;
    // A copy: the chunk is a view of pg's read buffer, which the next socket data overwrites
    // while the sink may still hold it in its queue.
    if (!this.sink.write(Buffer.from(message.chunk))) {
      connection.stream.pause();
      this.sink.once("drain", () => connection.stream.resume());
    }
  }

  /** COPY FROM: the server is ready for the rows; send them as they are read. */
  handleCopyInResponse(connection: PgConnection) {
    void this.feed(connection);
  }

  private async feed(connection: PgConnection) {
    try {
      for await (const chunk of this.source!) {
        if (this.failed) return;
        connection.sendCopyFromChunk(chunk as Buffer);
        // Keep at most about a megabyte on its way to the server.
        if (connection.stream.writableLength > 1024 * 1024) await once(connection.stream, "drain");
      }
      connection.endCopyFrom();
    } catch (error) {
      connection.sendCopyFail(error instanceof Error ? error.message : String(error));
    }
  }

  handleCommandComplete(message: { text: string }) {
    this.rows = Number(/COPY (\d+)/.exec(message.text)?.[1] ?? 0);
  }

  /**
   * The COPY is over. pg parses every message of a socket chunk even after a pause, so the end
   * may arrive while the socket is paused for a full sink: wait for the sink to drain, then
   * resume the socket (nothing else would, once the caller ends the sink) and settle.
   */
  handleReadyForQuery(connection: PgConnection) {
    const settle = () => {
      connection.stream.resume();
      if (this.failed) this.reject(this.failed);
      else this.resolve(this.rows);
    };
    if (this.sink?.writableNeedDrain) this.sink.once("drain", settle);
    else settle();
  }

  handleError(error: Error) {
    this.failed = error;
    this.reject(error);
  }

  handleRowDescription() {}
  handleDataRow() {}
  handlePortalSuspended() {}
  handleEmptyQuery() {}
}

/** Runs `COPY … TO STDOUT` into `sink` (ended by the caller); resolves with the row count. */
export async function copyOut(client: pg.Client, text: string, sink: Writable): Promise<number> {
  const query = new CopyQuery(text, sink);
  void client.query(query as unknown as pg.QueryConfig);
  return query.done;
}

/** Runs `COPY … FROM STDIN` with the bytes of `source`; resolves with the row count. */
export async function copyIn(client: pg.Client, text: string, source: Readable): Promise<number> {
  const query = new CopyQuery(text, undefined, source);
  void client.query(query as unknown as pg.QueryConfig);
  return query.done;
}
