export { ConfigError, type Env, loadEnv } from "./env";
export { createServer, type Server, type ServerOverrides } from "./server";
