import { openDatabase } from "@studio/db";
import { ConfigError, databaseOptions, loadEnv } from "./env";

async function main() {
  const env = loadEnv();
  // The migrations are handed to the database before the rest of the server is loaded: it applies them
  // while Node parses and builds the site. start() awaits the same run (and reports its failure).
  const database = await openDatabase(databaseOptions(env));
  await database.beginMigration();
  const { createServer } = await import("./server");
  const server = await createServer(env, { database });
  await server.start({ onListening: (url) => server.app.log.info(`Site ready at ${url}`) });
  server.app.log.info("Background jobs running");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing in-flight requests and closing`);
    await server.stop();
    await database.close();
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
