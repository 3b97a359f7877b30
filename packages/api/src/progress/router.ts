import {
  clientMeasurementsInput,
  measurementDayInput,
  measurementInput,
  measurementOutput,
  measurementsOutput,
  progressEntriesOutput,
  progressInput,
  progressPhotoInput,
  progressPhotosOutput,
  progressStreakOutput,
  savedProgressOutput,
  userIdInput,
} from "@studio/validators";
import { ownUserId } from "../auth/own-user";
import { adminProcedure, clientProcedure, router } from "../trpc";
import { measurementsOf, measurementsOfClient, removeMeasurement, saveMeasurement } from "./measurements";
import { photosOf, photosOfClient, removePhoto } from "./photos";
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
  /** Her body's measurements, oldest first. */
  measurements: clientProcedure.output(measurementsOutput).query(({ ctx }) => measurementsOf(ctx, ctx.client.userId)),
  saveMeasurement: clientProcedure
    .input(measurementInput)
    .output(measurementOutput)
    .mutation(({ ctx, input }) => saveMeasurement(ctx, ctx.client.userId, input)),
  removeMeasurement: clientProcedure
    .input(measurementDayInput)
    .output(measurementsOutput)
    .mutation(({ ctx, input }) => removeMeasurement(ctx, ctx.client.userId, input.day)),
  /** Her progress photos, newest first; each is served at progressPhotoPath(id) to her and the trainer only. */
  photos: clientProcedure.output(progressPhotosOutput).query(({ ctx }) => photosOf(ctx.db, ctx.client.userId)),
  /** Removes a photo of hers; again, or not hers, changes nothing. Answers what is left. */
  removePhoto: clientProcedure
    .input(progressPhotoInput)
    .output(progressPhotosOutput)
    .mutation(({ ctx, input }) => removePhoto(ctx, ctx.client.userId, input.id)),
});

/** The trainer's view of a client's progress (admin.progress). */
export const progressAdminRouter = router({
  measurements: adminProcedure
    .input(clientMeasurementsInput)
    .output(measurementsOutput)
    .query(({ ctx, input }) => measurementsOfClient(ctx, input.email)),
  photos: adminProcedure
    .input(clientMeasurementsInput)
    .output(progressPhotosOutput)
    .query(({ ctx, input }) => photosOfClient(ctx, input.email)),
});
