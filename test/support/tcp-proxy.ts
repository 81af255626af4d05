import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a real server (PostgreSQL in the outage tests): `cut()` closes the listening
 * port and resets every open connection, so clients see what a database outage looks like (connections
 * terminated, then connection refused); `restore()` listens again on the same port.
 */
export interface TcpProxy {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  };
  const listen = async (port: number): Promise<Server> => {
    const server = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    return server;
  };
  let server: Server | undefined = await listen(0);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const cut = async () => {
    const closing = server;
    server = undefined;
    const closed = closing ? new Promise<void>((resolve) => closing.close(() => resolve())) : undefined;
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };
  return {
    port,
    cut,
    async restore() {
      server ??= await listen(port);
    },
    close: cut,
  };
}
