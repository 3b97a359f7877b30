// A TCP proxy a test can stop and start, standing for a database server that goes away and comes back; it can
// also cut one connection at a chosen moment, and hold new ones unanswered, as a server too busy to answer does.
import { connect, createServer, type Server, type Socket } from "node:net";

/** A client's connection, and the proxy's to the target once it has one. */
interface Pair {
  client: Socket;
  upstream?: Socket;
}

interface Cut {
  /** The client's bytes that trigger the cut (they never reach the target). */
  text: string;
  /** What the client reads just before its connection goes, as if from the target. */
  answer?: Buffer;
  done: () => void;
}

async function tcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<Pair>();
  const held = new Set<() => void>();
  let listener: Server | undefined;
  let port = 0;
  let holding = false;
  let cut: Cut | undefined;

  const pipe = (pair: Pair) => {
    const { client } = pair;
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("error", () => drop(pair)).on("close", () => drop(pair));
    upstream.pipe(client);
    client.on("data", (data: Buffer) => {
      if (cut && data.includes(cut.text)) {
        const { answer, done } = cut;
        cut = undefined;
        if (answer) client.write(answer);
        drop(pair);
        done();
        return;
      }
      upstream.write(data);
    });
  };
  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      listener = createServer((client) => {
        const pair: Pair = { client };
        pairs.add(pair);
        client.on("error", () => drop(pair)).on("close", () => drop(pair));
        if (!holding) return pipe(pair);
        // Held: accepted, and nothing said until `release`.
        client.pause();
        held.add(() => {
          if (client.destroyed) return;
          pipe(pair);
          client.resume();
        });
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
      for (const pair of pairs) drop(pair);
      held.clear();
      if (!listener) return resolve();
      listener.close(() => resolve());
    });

  await start();
  return {
    get port() {
      return port;
    },
    /** Local ports of the proxy's connections to the target: how the target sees them. */
    upstreamPorts: () => [...pairs].map(({ upstream }) => upstream?.localPort).filter((p): p is number => !!p),
    /** Cuts the next connection whose client sends `text`, once; resolves when it has. */
    cutWhenSent: (text: string, answer?: Buffer) =>
      new Promise<void>((done) => {
        cut = { text, answer, done };
      }),
    /** New connections are accepted and left unanswered until `release`. */
    hold: () => {
      holding = true;
    },
    /** Lets the held connections, and every later one, through. */
    release: () => {
      holding = false;
      for (const letThrough of held) letThrough();
      held.clear();
    },
    start,
    stop,
    close: stop,
  };
}

/** A proxy in front of the database at `url`, with the URL that reaches that database through it. */
export async function databaseProxy(url: string) {
  const direct = new URL(url);
  const proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const through = new URL(direct);
  through.hostname = "127.0.0.1";
  through.port = String(proxy.port);
  return Object.assign(proxy, { url: through.toString() });
}
