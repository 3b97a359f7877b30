// Baseline 2: a bare tRPC procedure on a bare Fastify returning the same packages JSON: no context, no middleware.
import { readFileSync } from "node:fs";
import { initTRPC } from "@trpc/server";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify from "fastify";

const packages = JSON.parse(readFileSync(process.env.PACKAGES_FILE ?? "", "utf8"));
const t = initTRPC.create();
const router = t.router({ packages: t.router({ list: t.procedure.query(() => packages) }) });
const app = Fastify({ logger: false });
await app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions: { router } });
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
