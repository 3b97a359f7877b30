// temp probe: two commands at once, CPU per request on /trpc/packages.list
import { cpuMsOf, freePort, load, median, startProcess } from "./lib/processes";
import postgres from "postgres";
import { randomBytes } from "node:crypto";
const [a, b] = [process.argv[2]!, process.argv[3]!].map((s) => s.split(" "));
const rounds = Number(process.argv[4] ?? 8);
const admin = postgres("postgres://postgres@127.0.0.1:5432/postgres");
const mk = async () => { const n = `probe_${randomBytes(4).toString("hex")}`; await admin.unsafe(`create database "${n}"`); return `postgres://postgres@127.0.0.1:5432/${n}`; };
const env = (db: string, port: number) => ({ NODE_ENV: "production", PAYMENTS_MODE: "mock", ADMIN_USERNAME: "coach", ADMIN_PASSWORD: "bench-password-0123", SESSION_SECRET: "bench-secret-that-is-long-enough-0123456789", LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: db, PACKAGES_FILE: "/tmp/probe/packages.json" });
const pa = await freePort(); const pb = await freePort();
const A = await startProcess(a, env(await mk(), pa), `http://127.0.0.1:${pa}`, process.env.READY_A ?? "/healthz");
const B = await startProcess(b, env(await mk(), pb), `http://127.0.0.1:${pb}`, process.env.READY_B ?? "/healthz");
const plan = (port: number) => ({ url: `http://127.0.0.1:${port}`, connections: 50, seconds: 3, rounds: 1, requests: [{ method: "GET" as const, path: "/trpc/packages.list" }] });
const warm = (port: number, path?: string) => path ? load({ ...plan(port), seconds: 3, requests: [{ method: "GET" as const, path }] }) : Promise.resolve();
await Promise.all([warm(pa, process.env.WARM_A), warm(pb, process.env.WARM_B)]);
await Promise.all([load({ ...plan(pa), seconds: 2 }), load({ ...plan(pb), seconds: 2 })]);
const ra: number[] = []; const rb: number[] = []; const ratios: number[] = [];
for (let i = 0; i < rounds; i++) {
  const before = [cpuMsOf(A.child.pid), cpuMsOf(B.child.pid)];
  const [[x], [y]] = await Promise.all([load(plan(pa)), load(plan(pb))]);
  const ca = ((cpuMsOf(A.child.pid) - before[0]!) * 1000) / x!.total; const cb = ((cpuMsOf(B.child.pid) - before[1]!) * 1000) / y!.total;
  ra.push(ca); rb.push(cb); ratios.push(cb / ca);
  console.log(`round ${i}: reqs ${x!.total}/${y!.total} A ${ca.toFixed(0)} µs  B ${cb.toFixed(0)} µs  B/A ${(cb / ca).toFixed(3)}`);
}
console.log(`median A ${median(ra).toFixed(0)} B ${median(rb).toFixed(0)} B-over-A ${median(ratios).toFixed(3)}`);
import { readdirSync, readFileSync } from "node:fs";
const threads = (pid: number) => readdirSync(`/proc/${pid}/task`).map((t) => { const st = readFileSync(`/proc/${pid}/task/${t}/stat`, "utf8"); const name = st.slice(st.indexOf("(") + 1, st.lastIndexOf(")")); const f = st.split(") ")[1]!.split(" "); return `${name}:${(Number(f[11]) + Number(f[12])) * 10}`; }).join("  ");
console.log("A threads", threads(A.child.pid!)); console.log("B threads", threads(B.child.pid!));
await A.stop(); await B.stop(); await admin.end();
