// POST /api/upload: images only, sniffed from their bytes, re-encoded without metadata, stored under a random name.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import {
  type ServerMessageId,
  says,
  signedInAdmin,
  signedInClient,
  takeLimits,
  testimonialPhotoStatus,
} from "@studio/api";
import { HOUR_MS } from "@studio/validators/studio-time";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { answerPrivately } from "../private-answers";
import type { ContextFactory } from "../request-bridge";
import { type DescribedPaths, errorResponse } from "../rest/openapi";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif", "avif", "tiff"]);

/** Where uploads live; an S3-compatible store can implement the same two lines. */
export interface FileStore {
  put(name: string, data: Buffer, contentType: string): Promise<string>;
}

export function localFileStore(dir: string, publicPrefix = "/uploads"): FileStore {
  return {
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data);
      return `${publicPrefix}/${name}`;
    },
  };
}

/** A refusal of an uploaded image: its status and what it says. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    readonly id: ServerMessageId,
  ) {
    super(id);
  }
}

/** An image as re-encoded: WebP bytes and their size in pixels. */
export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the image (which proves it is one), then writes a fresh WebP: no EXIF, no GPS, upright, at most `maxEdge`
 * pixels on its longer side.
 */
export async function reencodeImage(data: Buffer, maxEdge = 2400): Promise<ReencodedImage> {
  // Loaded with the first upload: the image library costs start-up time that most instances never need.
  const { default: sharp } = await import("sharp");
  let metadata: { format?: string; width?: number; height?: number };
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(415, "server.uploads.notImage");
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !ACCEPTED.has(format)) throw new UploadError(415, "server.uploads.notImage");
  if (width * height > MAX_PIXELS) throw new UploadError(413, "server.uploads.tooManyPixels");
  const { data: webp, info } = await sharp(data, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: maxEdge, height: maxEdge, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data: webp, width: info.width, height: info.height };
}

export interface UploadOptions {
  dir: string;
  store: FileStore;
  createContext: ContextFactory;
}

/** On the site's own instance: the uploaded files are served from the root, beside the web app. */
export const uploadsPlugin = fp<UploadOptions>(
  async (app, options) => {
    await mkdir(options.dir, { recursive: true });
    await app.register(async (served) => {
      served.addHook("onRequest", (request, reply) => withholdUnconsented(request, reply, options));
      await served.register(fastifyStatic, {
        root: options.dir,
        prefix: "/uploads/",
        decorateReply: false,
        // The caching is decided here, per file: a testimonial photo's by the hook above.
        cacheControl: false,
        setHeaders(reply) {
          if (!reply.hasHeader("cache-control")) reply.header("cache-control", "public, max-age=31536000, immutable");
        },
      });
    });

    // Multipart parsing is registered in a context of its own: its hooks (an async one on every request's start
    // and end, and a listener on every response) would otherwise run on every route of the site.
    await app.register(async (uploads) => {
      await uploads.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
      uploads.post("/api/upload", { onRequest: answerPrivately }, (request, reply) =>
        receiveUpload(request, reply, options),
      );
    });
  },
  { name: "uploads" },
);

/**
 * A testimonial's photo is served only while the client's consent to publish it is on record, so a withdrawn
 * consent holds for a saved link too. Such a photo is never kept by a cache without asking again (no-cache: a
 * revalidation costs a 304), and a withheld one is shown to the trainer alone, who must see what she manages.
 */
async function withholdUnconsented(request: FastifyRequest, reply: FastifyReply, options: UploadOptions) {
  const name = (request.params as { "*"?: string })["*"];
  if (!name) return;
  const ctx = options.createContext(request, reply);
  const status = await testimonialPhotoStatus(ctx.db, `/uploads/${name}`);
  if (status === "none") return;
  if (status === "withheld") {
    if (!(await signedInAdmin(ctx))) {
      reply.callNotFound();
      return reply;
    }
    reply.header("cache-control", "private, no-store");
    return;
  }
  reply.header("cache-control", "public, no-cache");
}

async function receiveUpload(request: FastifyRequest, reply: FastifyReply, options: UploadOptions) {
  const ctx = options.createContext(request, reply);
  const admin = await signedInAdmin(ctx);
  const client = admin ? null : await signedInClient(ctx);
  if (!admin && !client) return reply.code(401).send({ error: says("server.uploads.signIn").in(ctx.request.wordsIn) });
  if (client) {
    await takeLimits(
      ctx,
      [{ key: `upload:user:${client.userId}`, limit: 10, windowMs: HOUR_MS }],
      "server.limit.uploads",
    );
  }
  if (!request.isMultipart())
    return reply.code(415).send({ error: "Send the image as multipart/form-data in the field 'file'" });
  try {
    const image = await reencodeImage((await receivedForm(request)).file);
    const fileUrl = await options.store.put(`${randomUUID()}.webp`, image.data, "image/webp");
    return { fileUrl };
  } catch (error) {
    if (error instanceof UploadError) {
      return reply.code(error.statusCode).send({ error: says(error.id).in(ctx.request.wordsIn) });
    }
    throw error;
  }
}

/**
 * The bytes of the form's one field 'file', and its text fields (before or after it); a body that is not the
 * multipart it claims to be is refused.
 */
export async function receivedForm(request: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  try {
    let file: Buffer | undefined;
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== "file") throw new UploadError(400, "server.uploads.required");
      const data = await part.toBuffer();
      // The parser cuts a file at the limit and usually throws; under load the cut can come without the throw.
      if (part.file.truncated || data.length >= MAX_UPLOAD_BYTES) throw new UploadError(413, "server.uploads.tooLarge");
      file = data;
    }
    if (!file) throw new UploadError(400, "server.uploads.required");
    return { file, fields };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new UploadError(413, "server.uploads.tooLarge");
    // The multipart parser reports a body it cannot read (no boundary, cut short, not multipart at all) as a
    // plain error: the sender's mistake, not ours.
    throw new UploadError(400, "server.uploads.malformed");
  }
}

/** This route in the OpenAPI document. */
export const uploadPath: DescribedPaths = {
  "/api/upload": {
    post: {
      operationId: "postApiUpload",
      summary:
        "Upload a photo (JPEG, PNG, WebP, HEIC, GIF; at most 10 MB and 40 megapixels), stored as WebP without metadata",
      tags: ["uploads"],
      security: [{ adminSession: [] }, { clientSession: [] }],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["file"],
              properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
            },
          },
        },
      },
      responses: {
        "200": {
          description: "Stored; the image's public address",
          content: {
            "application/json": {
              schema: { type: "object", required: ["fileUrl"], properties: { fileUrl: { type: "string" } } },
            },
          },
        },
        "400": errorResponse("No image in the field 'file'"),
        "401": errorResponse("Sign-in required (the admin, or a client)"),
        "413": errorResponse("The file or the image is too large"),
        "415": errorResponse("Not an image, or not sent as multipart/form-data"),
        "429": errorResponse("Too many uploads; see Retry-After"),
        "500": errorResponse("Unexpected error (generic message)"),
      },
    },
  },
};
