import { packageIdInput, programInput, programOutput, workoutOutput, workoutPublishInput } from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { programOf, publishWorkout, saveProgram, workoutOf } from "./admin";

/** The trainer's programs and Workouts of the Day, published as admin.programs.*. */
export const programsAdminRouter = router({
  program: adminProcedure
    .input(packageIdInput)
    .output(programOutput)
    .query(({ ctx, input }) => programOf(ctx, input.packageId)),
  saveProgram: adminProcedure
    .input(programInput)
    .output(programOutput)
    .mutation(({ ctx, input }) => saveProgram(ctx, input)),
  workout: adminProcedure
    .input(packageIdInput)
    .output(workoutOutput)
    .query(({ ctx, input }) => workoutOf(ctx.db, input.packageId)),
  publishWorkout: adminProcedure
    .input(workoutPublishInput)
    .output(workoutOutput)
    .mutation(({ ctx, input }) => publishWorkout(ctx, input)),
});
