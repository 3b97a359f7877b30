import {
  adminExerciseOutput,
  exerciseCreateInput,
  exerciseListInput,
  exercisePageOutput,
  exerciseUpdateInput,
  idInput,
} from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { archiveExercise, createExercise, getExercise, listExercises, restoreExercise, updateExercise } from "./admin";

/** The trainer's exercise library, published as admin.exercises.*. */
export const exercisesAdminRouter = router({
  list: adminProcedure
    .input(exerciseListInput)
    .output(exercisePageOutput)
    .query(({ ctx, input }) => listExercises(ctx, input)),
  get: adminProcedure
    .input(idInput)
    .output(adminExerciseOutput)
    .query(({ ctx, input }) => getExercise(ctx, input.id)),
  create: adminProcedure
    .input(exerciseCreateInput)
    .output(adminExerciseOutput)
    .mutation(({ ctx, input }) => createExercise(ctx, input)),
  update: adminProcedure
    .input(exerciseUpdateInput)
    .output(adminExerciseOutput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateExercise(ctx, id, fields)),
  archive: adminProcedure
    .input(idInput)
    .output(adminExerciseOutput)
    .mutation(({ ctx, input }) => archiveExercise(ctx, input.id)),
  restore: adminProcedure
    .input(idInput)
    .output(adminExerciseOutput)
    .mutation(({ ctx, input }) => restoreExercise(ctx, input.id)),
});
