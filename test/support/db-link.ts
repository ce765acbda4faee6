import net from 'node:net';

/**
 * A TCP link between the service and its PostgreSQL that a test can cut and restore: while cut,
 * open connections are dropped and new ones refused, as when the database server stops. Only
 * the instances behind the link see the outage; other test files on the same server go on.
 */
export interface DbLink {
  /** The database URL through the link. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function openDbLink(databaseUrl: string): Promise<DbLink> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  let cut = false;
  return {
    url: url.toString(),
    async cut() {
      cut = true;
      await stop();
    },
    async restore() {
      cut = false;
      await listen(port);
    },
    async close() {
      if (!cut) await stop();
    },
  };
}
