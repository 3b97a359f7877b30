import {
  progressEntriesOutput,
  progressInput,
  progressStreakOutput,
  savedProgressOutput,
  userIdInput,
} from "@studio/validators";
import { ownUserId } from "../auth/own-user";
import { clientProcedure, router } from "../trpc";
import { entriesFor, saveProgress, streakFor } from "./progress";

export const progressRouter = router({
  entries: clientProcedure
    .input(userIdInput.partial())
    .output(progressEntriesOutput)
    .query(async ({ ctx, input }) => ({
      success: true,
      data: await entriesFor(ctx, ownUserId(ctx.client, input.userId, "progress")),
    })),
  streak: clientProcedure
    .input(userIdInput.partial())
    .output(progressStreakOutput)
    .query(async ({ ctx, input }) => ({
      success: true,
      data: await streakFor(ctx, ownUserId(ctx.client, input.userId, "progress")),
    })),
  save: clientProcedure
    .input(progressInput)
    .output(savedProgressOutput)
    .mutation(({ ctx, input }) => saveProgress(ctx, ownUserId(ctx.client, input.userId, "progress"), input)),
});
