// Her progress photos: hers to add and remove, the trainer's to see, nobody else's. The bytes (a WebP re-encoded
// without metadata by the server's upload route) are kept in the database, never in the public /uploads store, so a
// photo has no address anyone else can open and cannot be put in a testimonial. How many she keeps is decided under
// the lock of her users row, in the transaction of the insert, so a burst of uploads meets the same cap.
import { type Executor, progressPhotos, users } from "@studio/db";
import { isoDate, PROGRESS_PHOTOS_MAX, type ProgressPhotoListed } from "@studio/validators";
import { and, count, desc, eq } from "drizzle-orm";
import type { Services } from "../context";
import { fieldError } from "../lib/errors";
import { refusal, says } from "../lib/said";
import { accountIdOf, recordedDay } from "./her-records";

/** A re-encoded photo, as the upload route made it. */
export interface PhotoImage {
  data: Buffer;
  width: number;
  height: number;
}

const LISTED = {
  id: progressPhotos.id,
  day: progressPhotos.day,
  width: progressPhotos.width,
  height: progressPhotos.height,
};

/**
 * The day a photo is dated, from the form's text: a real day, today or within MEASUREMENT_YEARS_BACK years, as her
 * measurements are. Refused naming the field.
 */
export function photoDay(services: Services, day: unknown): string {
  const parsed = isoDate.safeParse(day);
  if (!parsed.success) throw fieldError("day", says("server.progressPhotos.day"));
  return recordedDay(services, parsed.data);
}

/** Keeps a photo of hers, unless she already has PROGRESS_PHOTOS_MAX. */
export async function addPhoto(services: Services, userId: number, day: string, image: PhotoImage) {
  return services.db.transaction(async (tx) => {
    // Her row's lock orders her uploads: the count below sees every photo an earlier one kept.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [kept] = await tx.select({ photos: count() }).from(progressPhotos).where(eq(progressPhotos.userId, userId));
    if ((kept?.photos ?? 0) >= PROGRESS_PHOTOS_MAX)
      throw refusal("CONFLICT", "server.progressPhotos.full", { max: PROGRESS_PHOTOS_MAX });
    const [saved] = await tx
      .insert(progressPhotos)
      .values({
        userId,
        day,
        image: image.data,
        width: image.width,
        height: image.height,
        byteSize: image.data.length,
      })
      .returning({ id: progressPhotos.id, day: progressPhotos.day });
    if (!saved) throw new Error("The photo was not saved");
    return saved;
  });
}

/** Her photos, newest day first (the newest upload first within a day). */
export async function photosOf(db: Executor, userId: number): Promise<{ photos: ProgressPhotoListed[] }> {
  const photos = await db
    .select(LISTED)
    .from(progressPhotos)
    .where(eq(progressPhotos.userId, userId))
    .orderBy(desc(progressPhotos.day), desc(progressPhotos.id))
    .limit(PROGRESS_PHOTOS_MAX);
  return { photos };
}

/** A client's photos for the trainer, by her e-mail; none when she has no account. */
export async function photosOfClient(services: Services, email: string) {
  const account = await accountIdOf(services, email);
  return account ? photosOf(services.db, account) : { photos: [] };
}

/** Removes a photo of hers (one that is not there, or not hers, changes nothing); answers what is left. */
export async function removePhoto(services: Services, userId: number, id: number) {
  await services.db.delete(progressPhotos).where(and(eq(progressPhotos.id, id), eq(progressPhotos.userId, userId)));
  return photosOf(services.db, userId);
}

/**
 * A photo's bytes for whoever asks: the trainer sees any, a client only her own (`userId`), anyone else none. The
 * same null for a photo that is not there, so its existence is not told.
 */
export async function photoFor(db: Executor, id: number, viewer: { admin: true } | { userId: number }) {
  const [photo] = await db
    .select({ image: progressPhotos.image })
    .from(progressPhotos)
    .where(
      "userId" in viewer
        ? and(eq(progressPhotos.id, id), eq(progressPhotos.userId, viewer.userId))
        : eq(progressPhotos.id, id),
    );
  return photo?.image ?? null;
}
