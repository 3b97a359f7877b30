// Baseline 3: a bare Fastify + postgres.js server. POST /api/bookings does the same work as ours in one
// transaction (read the package, insert the booking priced from it) with no validation library, ORM or logging.
// GET /healthz is its cold-start mark.
import Fastify from "fastify";
import postgres from "postgres";

const sql = postgres(process.env.DATABASE_URL ?? "", { max: 10, onnotice: () => {} });
const app = Fastify({ logger: false });

app.get("/healthz", async () => {
  await sql`select 1`;
  return { status: "ok" };
});

app.post("/api/bookings", async (request, reply) => {
  const body = request.body as { packageId: number; clientName: string; clientEmail: string; phone?: string };
  const booking = await sql.begin(async (tx) => {
    const [pkg] = await tx`select id, name, type, price from packages where id = ${body.packageId} and active`;
    if (!pkg) return null;
    const [row] = await tx`
      insert into bookings (package_id, package_name, date, time, location, client_name, client_email, client_phone,
                            amount, original_amount, discount_amount)
      values (${pkg.id}, ${pkg.name}, current_date, 'to-be-scheduled', ${pkg.type}, ${body.clientName},
              ${body.clientEmail.toLowerCase()}, ${body.phone ?? null}, ${pkg.price}, ${pkg.price}, 0)
      returning *`;
    return row;
  });
  if (!booking) return reply.code(404).send({ error: "Please select a training package." });
  return booking;
});

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
