import net from "node:net";

/** A TCP relay in front of the test database: `cut()` is the server going away. */
export class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** While set, nothing is passed on in either direction: a database that hangs. */
  hanging = false;

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        // A side that closes closes the other, as one TCP connection would end for both.
        socket.on("close", () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      const relayed = (to: net.Socket) => (chunk: Buffer) => {
        if (!this.hanging) to.write(chunk);
      };
      client.on("data", relayed(upstream));
      upstream.on("data", relayed(client));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Open and new connections stay up, but nothing they send is answered. */
  hang(): void {
    this.hanging = true;
  }

  /** Answers again; the connections that hung are dropped (their statements were lost). */
  answer(): void {
    this.hanging = false;
    for (const socket of this.sockets) socket.destroy();
  }

  async cut(): Promise<void> {
    const server = this.server!;
    this.server = null;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
