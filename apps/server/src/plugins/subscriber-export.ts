// GET /api/admin/newsletter/subscribers.csv: the trainer's subscribers for her mailing tool, written by a CSV
// library (quoting, and formulas a spreadsheet would run made inert) as the database hands them over a batch at a
// time, so the file never sits in memory whole.
import { pipeline, Readable } from "node:stream";
import { fieldError, type Services, signedInAdmin, subscribersToExport } from "@studio/api";
import { subscriberExportInput, UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { stringify } from "csv-stringify";
import type { FastifyPluginAsync } from "fastify";
import type { ContextFactory } from "../request-bridge";
import { type DescribedPaths, errorResponse } from "../rest/openapi";

export const SUBSCRIBERS_CSV_PATH = "/api/admin/newsletter/subscribers.csv";
const COLUMNS = ["email", "status", "subscribed_at", "unsubscribed_at"];

export interface SubscriberExportOptions {
  services: Services;
  createContext: ContextFactory;
}

export const subscriberExportPlugin: FastifyPluginAsync<SubscriberExportOptions> = async (
  app,
  { services, createContext },
) => {
  app.get(SUBSCRIBERS_CSV_PATH, async (request, reply) => {
    if (!(await signedInAdmin(createContext(request, reply)))) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Admin sign-in required" });
    }
    // As every procedure does (trpc.ts, storableText): text PostgreSQL cannot hold is refused before any query.
    const unstorable = unstorableTextPath(request.query);
    if (unstorable) throw fieldError(unstorable, UNSTORABLE_TEXT_MESSAGE);
    const parsed = subscriberExportInput.safeParse(request.query ?? {});
    if (!parsed.success) throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid input", cause: parsed.error });
    const rows = subscribersToExport(services, parsed.data);
    // The first batch is read before answering, so a database out of reach is an error answer, not a cut file.
    const first = await rows.next();
    async function* records() {
      for (let next = first; !next.done; next = await rows.next()) {
        const { email, isActive, subscribedAt, unsubscribedAt } = next.value;
        yield [email, isActive ? "active" : "unsubscribed", subscribedAt.toISOString(), unsubscribedAt?.toISOString()];
      }
    }
    const csv = pipeline(
      Readable.from(records()),
      stringify({ header: true, columns: COLUMNS, escape_formulas: true }),
      (error) => {
        if (error) request.log.error({ err: error }, "subscriber export failed");
      },
    );
    const name = `newsletter-subscribers-${parsed.data.status}-${studioDate(services.now())}.csv`;
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "private, no-store")
      .send(csv);
  });
};

/** This route in the OpenAPI document. */
export const subscriberExportPath: DescribedPaths = {
  [SUBSCRIBERS_CSV_PATH]: {
    get: {
      operationId: "getApiAdminNewsletterSubscribersCsv",
      summary:
        "The newsletter's subscribers as CSV (email, status, subscribed_at, unsubscribed_at), newest first, streamed",
      tags: ["admin"],
      security: [{ adminSession: [] }],
      parameters: [
        {
          name: "status",
          in: "query",
          schema: { type: "string", enum: ["all", "active", "unsubscribed"], default: "all" },
        },
        { name: "search", in: "query", schema: { type: "string", maxLength: 160 } },
      ],
      responses: {
        "200": { description: "The CSV file", content: { "text/csv": { schema: { type: "string" } } } },
        "400": errorResponse("A status or search that breaks its rule, named"),
        "401": errorResponse("Admin sign-in required"),
        "500": errorResponse("Unexpected error (generic message)"),
      },
    },
  },
};
