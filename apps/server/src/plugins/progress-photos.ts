// Her progress photos: POST /api/progress-photos takes one from the signed-in client (sniffed, re-encoded without
// metadata, as every upload is) and keeps it in the database; GET /api/progress-photos/:id shows it to her and the
// trainer only. Never written to the public /uploads store, so no address of it works for anyone else, a cache or a
// testimonial included; to anyone else a photo that exists answers as one that does not (404).
import multipart from "@fastify/multipart";
import { addPhoto, photoDay, photoFor, says, signedInAdmin, signedInClient, takeLimits } from "@studio/api";
import { MAX_ID, PROGRESS_PHOTOS_PATH, progressPhotoInput } from "@studio/validators";
import { HOUR_MS } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { answerPrivately } from "../private-answers";
import type { ContextFactory } from "../request-bridge";
import { type DescribedPaths, errorResponse } from "../rest/openapi";
import { MAX_UPLOAD_BYTES, receivedForm, reencodeImage, UploadError } from "./uploads";

/**
 * A progress photo's longer side: sharper than a phone shows one, or two side by side, and small enough (about
 * 150–300 KB as WebP) that a client's photos stay a few tens of MB in the database and in her download.
 */
export const PROGRESS_PHOTO_EDGE = 1600;
/** Her uploads in an hour: a few photos on a day is plenty; the cap on what she keeps is the database's. */
const PHOTOS_PER_HOUR = 20;

export const progressPhotosPlugin = fp<{ createContext: ContextFactory }>(
  async (app, { createContext }) => {
    app.get(`${PROGRESS_PHOTOS_PATH}/:id`, { onRequest: answerPrivately }, (request, reply) =>
      servePhoto(request, reply, createContext),
    );
    // Multipart parsing in a context of its own, as for /api/upload: its hooks stay off every other route.
    await app.register(async (photos) => {
      await photos.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
      photos.post(PROGRESS_PHOTOS_PATH, { onRequest: answerPrivately }, (request, reply) =>
        receivePhoto(request, reply, createContext),
      );
    });
  },
  { name: "progress-photos" },
);

async function receivePhoto(request: FastifyRequest, reply: FastifyReply, createContext: ContextFactory) {
  const ctx = createContext(request, reply);
  // Her own photos: the trainer sees them but does not add them for her.
  const client = await signedInClient(ctx);
  if (!client) return reply.code(401).send({ error: says("server.progressPhotos.signIn").in(ctx.request.wordsIn) });
  await takeLimits(
    ctx,
    [{ key: `progress-photo:user:${client.userId}`, limit: PHOTOS_PER_HOUR, windowMs: HOUR_MS }],
    "server.limit.uploads",
  );
  if (!request.isMultipart())
    return reply.code(415).send({ error: "Send the photo as multipart/form-data in the fields 'file' and 'day'" });
  try {
    const form = await receivedForm(request);
    const day = photoDay(ctx, form.fields.day);
    const image = await reencodeImage(form.file, PROGRESS_PHOTO_EDGE);
    return await addPhoto(ctx, client.userId, day, image);
  } catch (error) {
    if (error instanceof UploadError) {
      return reply.code(error.statusCode).send({ error: says(error.id).in(ctx.request.wordsIn) });
    }
    throw error;
  }
}

/**
 * A photo's id from the path, or a 400 naming `id` for what is no id at all (said alike to everyone, so it tells
 * nothing of any photo).
 */
function photoId(text: string | undefined) {
  const parsed = progressPhotoInput.safeParse({ id: text });
  if (!parsed.success) throw new TRPCError({ code: "BAD_REQUEST", cause: parsed.error });
  return parsed.data.id;
}

async function servePhoto(request: FastifyRequest, reply: FastifyReply, createContext: ContextFactory) {
  const id = photoId((request.params as { id?: string }).id);
  const ctx = createContext(request, reply);
  let image: Buffer | null = null;
  if (await signedInAdmin(ctx)) image = await photoFor(ctx.db, id, { admin: true });
  else {
    const client = await signedInClient(ctx);
    if (client) image = await photoFor(ctx.db, id, { userId: client.userId });
  }
  // Not hers, nobody's, or nobody signed in: one answer, so a photo's existence is not told.
  if (!image) return reply.callNotFound();
  return reply
    .header("content-type", "image/webp")
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", `inline; filename="progress-${id}.webp"`)
    .send(image);
}

const photoIdParameter = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "integer", minimum: 1, maximum: MAX_ID },
};

/** These routes in the OpenAPI document. */
export const progressPhotoPaths: DescribedPaths = {
  [PROGRESS_PHOTOS_PATH]: {
    post: {
      operationId: "postApiProgressPhotos",
      summary:
        "Add a progress photo of the signed-in client (JPEG, PNG, WebP, HEIC, GIF; at most 10 MB and 40 megapixels), " +
        "kept privately as WebP without metadata, at most 120 per client",
      tags: ["client portal"],
      security: [{ clientSession: [] }],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["file", "day"],
              properties: {
                file: { type: "string", contentMediaType: "application/octet-stream" },
                day: { type: "string", format: "date", description: "The day in Miami: today or up to 5 years back" },
              },
            },
          },
        },
      },
      responses: {
        "200": {
          description: "Kept; the photo is served at /api/progress-photos/{id}",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["id", "day"],
                properties: { id: { type: "integer" }, day: { type: "string", format: "date" } },
              },
            },
          },
        },
        "400": errorResponse("No image in the field 'file', or the field 'day' is not a day she can date a photo"),
        "401": errorResponse("A client's sign-in required"),
        "409": errorResponse("She already keeps the most photos she can"),
        "413": errorResponse("The file or the image is too large"),
        "415": errorResponse("Not an image, or not sent as multipart/form-data"),
        "429": errorResponse("Too many uploads; see Retry-After"),
        "500": errorResponse("Unexpected error (generic message)"),
      },
    },
  },
  [`${PROGRESS_PHOTOS_PATH}/{id}`]: {
    get: {
      operationId: "getApiProgressPhoto",
      summary: "A progress photo as WebP, to the client it shows and to the trainer only; never cached",
      tags: ["client portal"],
      security: [{ adminSession: [] }, { clientSession: [] }],
      parameters: [photoIdParameter],
      responses: {
        "200": { description: "The photo", content: { "image/webp": { schema: { type: "string" } } } },
        "400": errorResponse("The path's `id` is not an id"),
        "404": errorResponse("No such photo for whoever asks (its existence is not told)"),
        "500": errorResponse("Unexpected error (generic message)"),
      },
    },
  },
};
