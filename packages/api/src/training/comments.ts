// The trainer's comment on a day a client logged: kept with the day, e-mailed to her in her language, once per
// attempt of the trainer's form. The comment, its e-mail (the outbox) and its audit entry are one transaction, and a
// twin sent at the same moment inserts nothing (the request key is unique), so a repeated Send is one comment and
// one e-mail. She reads the comments with her day (`training.today`) and as a list (`training.comments`).
import { type Executor, exerciseLogs, workoutComments } from "@studio/db";
import { workoutComment } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import { trainingDayPath, type WorkoutCommentShown, type workoutCommentInput } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { clientLanguageOf } from "../clients/language";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { fieldError } from "../lib/errors";
import { oncePerRequest } from "../lib/once-per-request";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { offsetOf, pageOf } from "../lib/paging";
import { notifyOfComment } from "../push/notices";
import { clientAccount } from "./client-account";

const COMMENT = {
  id: workoutComments.id,
  day: workoutComments.day,
  body: workoutComments.body,
  createdAt: workoutComments.createdAt,
};

/** The comments on these days of hers, oldest first (the (her, day) index). */
export function commentsOfDays(db: Executor, userId: number, days: string[]): Promise<WorkoutCommentShown[]> {
  if (!days.length) return Promise.resolve([]);
  return db
    .select(COMMENT)
    .from(workoutComments)
    .where(and(eq(workoutComments.userId, userId), inArray(workoutComments.day, days)))
    .orderBy(asc(workoutComments.createdAt), asc(workoutComments.id));
}

/** Her comments, newest day first, a page at a time. */
export async function commentsOf(services: Services, userId: number, query: { page: number; pageSize: number }) {
  const mine = eq(workoutComments.userId, userId);
  const [items, [counted]] = await Promise.all([
    services.db
      .select(COMMENT)
      .from(workoutComments)
      .where(mine)
      .orderBy(desc(workoutComments.day), desc(workoutComments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db.select({ total: count() }).from(workoutComments).where(mine),
  ]);
  return pageOf(items, counted?.total ?? 0, query);
}

/** Whether she logged anything on the day: a comment is on a workout she did. */
async function loggedOn(db: Executor, userId: number, day: string) {
  const [found] = await db
    .select({ day: exerciseLogs.day })
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.userId, userId), eq(exerciseLogs.day, day)))
    .limit(1);
  return found !== undefined;
}

/**
 * The trainer's comment on her day, e-mailed to her. Sent again with the same request key, it answers the comment
 * the first made and e-mails nothing more, nor notifies her phone again.
 */
export async function commentOnWorkout(
  services: Services,
  actor: string,
  input: z.output<typeof workoutCommentInput>,
): Promise<WorkoutCommentShown> {
  const { email, name } = await clientAccount(services.db, input.userId);
  const byKey = async (key: string) => {
    const [earlier] = await services.db
      .select({ ...COMMENT, userId: workoutComments.userId })
      .from(workoutComments)
      .where(eq(workoutComments.requestKey, key));
    if (!earlier) return null;
    if (earlier.userId !== input.userId || earlier.day !== input.day)
      throw new TRPCError({ code: "CONFLICT", message: "This form's key was used for another comment" });
    const { userId: _u, ...comment } = earlier;
    return comment;
  };
  return oncePerRequest(input.requestKey, byKey, async () => {
    if (!(await loggedOn(services.db, input.userId, input.day)))
      throw fieldError("day", "She logged nothing on this day: comment on a day she trained");
    const language = await clientLanguageOf(services, email);
    const sent = await services.db.transaction(async (tx) => {
      const [comment] = await tx
        .insert(workoutComments)
        .values({ userId: input.userId, day: input.day, body: input.body, requestKey: input.requestKey ?? null })
        .onConflictDoNothing({ target: workoutComments.requestKey })
        .returning(COMMENT);
      if (!comment) return null; // the same attempt, sent twice at once: the first one answers and e-mails
      const outboxId = await queueEmail(tx, {
        to: email,
        template: "workout-comment",
        email: workoutComment({
          clientName: name,
          day: input.day,
          body: input.body,
          link: `${services.publicUrl}${pathIn(language, trainingDayPath(input.day))}`,
          language,
        }),
        // Her answer comes to the studio's address, whoever's mailbox the site sends from.
        replyTo: studio.email,
      });
      // Which day, not what was said: the comment itself goes with her data when she erases it.
      await audit(tx, {
        actor,
        action: "training.comment",
        clientEmail: email,
        after: { commentId: comment.id, day: input.day },
      });
      return { comment, outboxId };
    });
    if (!sent) return null;
    await sendQueuedEmail(services, sent.outboxId);
    // Her phone too, if she turned on notifications of comments (push/notices.ts; never fails the comment).
    await notifyOfComment(services, sent.comment.id);
    return sent.comment;
  });
}
