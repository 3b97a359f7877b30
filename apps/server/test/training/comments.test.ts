// The trainer's comment on a day a client logged: one comment and one e-mail per attempt of her form, however often
// it is sent, in the client's language; the client reads it with her day and in her list; it is in the audit trail.
import { adminAudit, emailOutbox, workoutComments } from "@studio/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, signedInBuyer } from "../fixtures";
import { type HttpClient, signInClient, startServerWithMail, type TestServer, trpcError } from "../harness";
import type { SmtpServer } from "../smtp";
import { NOW, plannedExercise, TODAY, trainerWithTemplate } from "./training-fixtures";

let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
let templateId: number;
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({}, { now: () => NOW }));
  ({ admin, templateId } = await trainerWithTemplate(site));
});
afterAll(() => site?.close());

/** A client who booked on the Spanish site, with a plan from Monday and her squats logged that day. */
async function spanishClientWhoTrained(email: string) {
  const buyer = await signedInBuyer(site, email, { clientName: "Lucía Gómez", language: "es" });
  const plan = await admin.trpc.admin.training.assign.mutate({
    templateId,
    userId: buyer.userId,
    startsOn: "2026-11-16",
    requestKey: crypto.randomUUID(),
  });
  await buyer.client.trpc.training.logExercise.mutate({
    id: crypto.randomUUID(),
    planExerciseId: plannedExercise(plan, 0, "Goblet Squat"),
    day: "2026-11-16",
    sets: [{ reps: 10, weightLb: 20 }],
  });
  return buyer;
}

const commentMails = (email: string) =>
  smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email) && mail.subject?.startsWith("Carmen"));

describe("the trainer's comment on a workout", () => {
  it("is one comment and one e-mail in her language, however often the form is sent", async () => {
    const email = "lucia.comments@example.com";
    const { client, userId } = await spanishClientWhoTrained(email);
    const requestKey = crypto.randomUUID();
    const send = () =>
      admin.trpc.admin.training.comment.mutate({
        userId,
        day: "2026-11-16",
        body: "¡Muy bien las sentadillas!\nLa próxima vez, 22.5 lb.",
        requestKey,
      });
    const sent = await Promise.all([send(), send(), send()]);
    expect(new Set(sent.map((comment) => comment.id)).size).toBe(1);
    expect(await send()).toEqual(sent[0]);
    expect(await site.db.$count(workoutComments, eq(workoutComments.userId, userId))).toBe(1);

    await smtp.nextTo(email);
    // Any second e-mail would have been sent with the first; give it a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = commentMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Carmen comentó tu entrenamiento del lunes, 16 de noviembre");
    expect(mails[0]?.text).toContain("Hola, Lucía:");
    expect(mails[0]?.text).toContain("La próxima vez, 22.5 lb.");
    expect(mails[0]?.text).toContain("/es/training?day=2026-11-16");
    expect(
      await site.db.$count(emailOutbox, and(eq(emailOutbox.to, email), eq(emailOutbox.template, "workout-comment"))),
    ).toBe(1);

    // She reads it with her day, and in her list.
    const day = await client.trpc.training.today.query({ day: "2026-11-16" });
    expect(day.comments).toEqual([
      { id: sent[0]?.id, day: "2026-11-16", body: sent[0]?.body, createdAt: expect.any(String) },
    ]);
    const listed = await client.trpc.training.comments.query();
    expect(listed).toMatchObject({ total: 1, items: [{ id: sent[0]?.id }] });
    // The trainer's history of her: which day, not what was said.
    const entries = await site.db
      .select({ action: adminAudit.action, after: adminAudit.after })
      .from(adminAudit)
      .where(and(eq(adminAudit.clientEmail, email), eq(adminAudit.action, "training.comment")));
    expect(entries.map((entry) => JSON.parse(entry.after ?? "{}"))).toEqual([
      { commentId: sent[0]?.id, day: "2026-11-16" },
    ]);
  });

  it("is refused on a day she logged nothing, or for a client who does not exist; a key is for one comment", async () => {
    const { userId } = await spanishClientWhoTrained("maria.comments@example.com");
    const refused = await trpcError(
      admin.trpc.admin.training.comment.mutate({ userId, day: TODAY, body: "Nice!", requestKey: crypto.randomUUID() }),
    );
    expect(refused.data?.issues).toEqual([
      { path: "day", message: "She logged nothing on this day: comment on a day she trained" },
    ]);
    expect(
      (
        await trpcError(
          admin.trpc.admin.training.comment.mutate({ userId: 999_999, day: TODAY, body: "Hi", requestKey: undefined }),
        )
      ).data?.httpStatus,
    ).toBe(404);
    const requestKey = crypto.randomUUID();
    await admin.trpc.admin.training.comment.mutate({ userId, day: "2026-11-16", body: "One", requestKey });
    const reused = await trpcError(
      admin.trpc.admin.training.comment.mutate({ userId, day: "2026-11-17", body: "Two", requestKey }),
    );
    expect(reused.data?.httpStatus).toBe(409);
    expect(
      (await trpcError(admin.trpc.admin.training.comment.mutate({ userId, day: "2026-11-16", body: " " }))).data
        ?.issues,
    ).toEqual([{ path: "body", message: "Comment is required" }]);
  });

  it("is the trainer's to write and the client's own to read", async () => {
    const { client, userId } = await spanishClientWhoTrained("nora.comments@example.com");
    expect(
      (
        await trpcError(
          client.trpc.admin.training.comment.mutate({ userId, day: "2026-11-16", body: "Me", requestKey: undefined }),
        )
      ).data?.httpStatus,
    ).toBe(401);
    await admin.trpc.admin.training.comment.mutate({ userId, day: "2026-11-16", body: "Strong!" });
    const other = await signInClient(site, "olga.comments@example.com", clientAddress(site));
    expect((await other.client.trpc.training.comments.query()).total).toBe(0);
    expect((await other.client.trpc.training.today.query({ day: "2026-11-16" })).comments).toEqual([]);
  });
});
