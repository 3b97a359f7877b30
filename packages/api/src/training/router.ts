import {
  logExerciseInput,
  loggedExerciseOutput,
  okOutput,
  removeLogInput,
  trainingCommentsInput,
  trainingDayInput,
  trainingDayOutput,
  trainingHistoryInput,
  trainingHistoryOutput,
  workoutCommentPageOutput,
} from "@studio/validators";
import { clientProcedure, router } from "../trpc";
import { commentsOf } from "./comments";
import { trainingHistory } from "./history";
import { logExercise, removeLog } from "./logs";
import { trainingDay } from "./today";

/** Her training, published as training.*: her day, her logs, her history and the trainer's comments. */
export const trainingRouter = router({
  /** Her workouts of a day (today in Miami when left out), with her logs, last time's numbers and the comments. */
  today: clientProcedure
    .input(trainingDayInput)
    .output(trainingDayOutput)
    .query(({ ctx, input }) => trainingDay(ctx, ctx.client, ctx.request.language, input.day)),
  /** Saves a log by the id her phone made: sent again, it is the same log. Answers whether it is a record. */
  logExercise: clientProcedure
    .input(logExerciseInput)
    .output(loggedExerciseOutput)
    .mutation(({ ctx, input }) => logExercise(ctx, ctx.client.userId, input)),
  /** Removes a log of hers; again, or not hers, changes nothing. */
  removeLog: clientProcedure
    .input(removeLogInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => removeLog(ctx, ctx.client.userId, input.id)),
  /** The charts: weekly volume and adherence, a lift over time, her records, over whole weeks ending today. */
  history: clientProcedure
    .input(trainingHistoryInput)
    .output(trainingHistoryOutput)
    .query(({ ctx, input }) => trainingHistory(ctx, ctx.client.userId, input, ctx.request.language)),
  /** The trainer's comments on her days, newest first. */
  comments: clientProcedure
    .input(trainingCommentsInput)
    .output(workoutCommentPageOutput)
    .query(({ ctx, input }) => commentsOf(ctx, ctx.client.userId, input)),
});
