import { progressInput, userIdInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { entriesFor, saveProgress, streakFor } from "../services/progress";
import { clientProcedure, router } from "../trpc";

/** The tracker belongs to the signed-in client: another user's id is refused. */
function ownId(session: { userId: number }, asked: number | undefined): number {
  if (asked !== undefined && asked !== session.userId) {
    throw new TRPCError({ code: "FORBIDDEN", message: "You can only see and change your own progress." });
  }
  return session.userId;
}

export const progressRouter = router({
  entries: clientProcedure.input(userIdInput.partial()).query(async ({ ctx, input }) => ({
    success: true,
    data: await entriesFor(ctx, ownId(ctx.client, input.userId)),
  })),
  streak: clientProcedure.input(userIdInput.partial()).query(async ({ ctx, input }) => ({
    success: true,
    data: await streakFor(ctx, ownId(ctx.client, input.userId)),
  })),
  save: clientProcedure
    .input(progressInput)
    .mutation(({ ctx, input }) => saveProgress(ctx, ownId(ctx.client, input.userId), input)),
});
