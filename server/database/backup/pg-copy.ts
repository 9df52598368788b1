// The pg-copy-streams mechanism at its smallest: a "submittable" query that pg hands the COPY
// messages to.
import { once } from "node:events";
import type { Readable, Writable } from "node:stream";
import type pg from "pg";

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

  handleCopyData(message: { chunk: Buffer }, connection: PgConnection) {
    if (!this.sink) return;
    // A copy: the chunk is a view of pg's read buffer, which the next socket data overwrites.
    if (!this.sink.write(Buffer.from(message.chunk))) {
      connection.stream.pause();
      this.sink.once("drain", () => connection.stream.resume());
    }
  }

  handleCopyInResponse(connection: PgConnection) {
    void this.feed(connection);
  }

  private async feed(connection: PgConnection) {
    try {
      for await (const chunk of this.source!) {
        if (this.failed) return;
        connection.sendCopyFromChunk(chunk as Buffer);
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

  // pg parses every message of a chunk even after a pause, so the end may arrive while paused:
  // drain the sink, then resume the socket.
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

export async function copyOut(client: pg.Client, text: string, sink: Writable): Promise<number> {
  const query = new CopyQuery(text, sink);
  void client.query(query as unknown as pg.QueryConfig);
  return query.done;
}

export async function copyIn(client: pg.Client, text: string, source: Readable): Promise<number> {
  const query = new CopyQuery(text, undefined, source);
  void client.query(query as unknown as pg.QueryConfig);
  return query.done;
}
