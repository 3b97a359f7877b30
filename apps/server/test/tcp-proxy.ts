// A TCP proxy a test can stop and start, standing for a database server that goes away and comes back.
import { connect, createServer, type Server, type Socket } from "node:net";

export async function tcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let listener: Server | undefined;
  let port = 0;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      listener = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair = { client, upstream };
        pairs.add(pair);
        const drop = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        for (const socket of [client, upstream]) socket.on("error", drop).on("close", drop);
        client.pipe(upstream).pipe(client);
      });
      listener.once("error", reject);
      listener.listen(port, "127.0.0.1", () => {
        const address = listener?.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });

  /** Refuses new connections and cuts the open ones, as a stopped server would. */
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      if (!listener) return resolve();
      listener.close(() => resolve());
    });

  await start();
  return {
    get port() {
      return port;
    },
    /** Local ports of the proxy's connections to the target: how the target sees them. */
    upstreamPorts: () => [...pairs].map(({ upstream }) => upstream.localPort).filter((p): p is number => !!p),
    start,
    stop,
    close: stop,
  };
}
