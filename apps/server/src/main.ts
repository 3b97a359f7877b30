import { ConfigError, loadEnv } from "./env";
import { createServer } from "./server";

async function main() {
  const env = loadEnv();
  const server = await createServer(env);
  const url = await server.start();
  server.app.log.info(`Site ready at ${url}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing in-flight requests and closing`);
    await server.stop();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
