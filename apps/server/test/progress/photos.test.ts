// Her progress photos: re-encoded without their metadata, kept in the database, shown to her and the trainer only
// (anyone else meets a 404, as for a photo that is not there), capped under a burst, in her download, gone with her
// account, and never a testimonial's.
import { progressPhotos } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { PROGRESS_PHOTOS_MAX } from "@studio/validators";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type HttpClient,
  latestCode,
  signInAdmin,
  signInClient,
  startTestServer,
  type TestServer,
  trpcError,
} from "../harness";

let site: TestServer;
const clock = new Date("2026-11-20T14:00:00Z"); // 9 AM on Nov 20 in Miami
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
});
afterAll(() => site?.close());

/** A phone's JPEG: 2000 by 1500, with the camera's make and where it was taken. */
const phonePhoto = (background = "#7a2e4f") =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background } })
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 46/1 0/1" } })
    .jpeg()
    .toBuffer();

const form = (fields: { file?: Buffer; day?: string }) => {
  const body = new FormData();
  if (fields.day !== undefined) body.append("day", fields.day);
  if (fields.file) body.append("file", new Blob([fields.file], { type: "image/jpeg" }), "me.jpg");
  return body;
};
const addPhoto = (client: HttpClient, fields: { file?: Buffer; day?: string }, headers: Record<string, string> = {}) =>
  client.fetch("/api/progress-photos", { method: "POST", body: form(fields), headers });
const photo = (client: HttpClient, id: number | string) => client.fetch(`/api/progress-photos/${id}`);

describe("progress photos", () => {
  it("keeps a WebP without the camera's metadata, served privately to her and the trainer alone", async () => {
    const { client: ana } = await signInClient(site, "ana.photos@example.com");
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    const answer = await addPhoto(ana, { file: original, day: "2026-11-20" });
    expect(answer.status).toBe(200);
    const { id, day } = (await answer.json()) as { id: number; day: string };
    expect(day).toBe("2026-11-20");

    const served = await photo(ana, id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("PhoneCo");
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1200 });

    const admin = await signInAdmin(site);
    expect((await photo(admin, id)).status).toBe(200);
    expect(await admin.trpc.admin.progress.photos.query({ email: "Ana.Photos@example.com" })).toEqual({
      photos: [{ id, day: "2026-11-20", width: 1600, height: 1200 }],
    });

    // Another client, a visitor, and a photo that is not there: the same 404.
    const { client: bea } = await signInClient(site, "bea.photos@example.com");
    for (const [asker, asked] of [
      [bea, id],
      [site.client(), id],
      [ana, id + 1000],
      [admin, id + 1000],
    ] as const) {
      const miss = await photo(asker, asked);
      expect(miss.status, `${asked}`).toBe(404);
      expect(miss.headers.get("content-type")).not.toBe("image/webp");
      expect(miss.headers.get("cache-control")).toBe("private, no-store");
    }
    // What is no id at all is refused naming it, to everyone alike.
    for (const [asker, asked] of [
      [ana, "abc"],
      [ana, "99999999999999999999"],
      [ana, "0"],
      [bea, `${id}.webp`],
      [site.client(), "2147483648"],
    ] as const) {
      const refused = await photo(asker, asked);
      expect(refused.status, `${asked}`).toBe(400);
      expect(((await refused.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe("id");
    }
    expect((await bea.trpc.progress.photos.query()).photos).toEqual([]);
    expect((await trpcError(site.trpc.progress.photos.query())).data?.httpStatus).toBe(401);
    expect(
      (await trpcError(bea.trpc.admin.progress.photos.query({ email: "ana.photos@example.com" }))).data?.httpStatus,
    ).toBe(401);
    // Only she adds her photos: not a visitor, not the trainer.
    expect((await addPhoto(site.client(), { file: original, day: "2026-11-20" })).status).toBe(401);
    expect((await addPhoto(admin, { file: original, day: "2026-11-20" })).status).toBe(401);

    // Removing another's photo changes nothing; her own goes, and again is no error.
    expect((await bea.trpc.progress.removePhoto.mutate({ id })).photos).toEqual([]);
    expect((await photo(ana, id)).status).toBe(200);
    expect((await ana.trpc.progress.removePhoto.mutate({ id })).photos).toEqual([]);
    expect((await ana.trpc.progress.removePhoto.mutate({ id })).photos).toEqual([]);
    expect((await photo(ana, id)).status).toBe(404);
  });

  it("refuses a bad day naming the field, and what is not an image, in her language", async () => {
    const { client } = await signInClient(site, "cara.photos@example.com");
    const file = await phonePhoto();
    const spanish = { [SITE_LANGUAGE_HEADER]: "es" };
    for (const day of [undefined, "", "2026-02-30", "yesterday", "2026-11-21", "2021-11-19"]) {
      const answer = await addPhoto(client, { file, day }, spanish);
      expect(answer.status, `${day}`).toBe(400);
      const body = (await answer.json()) as { issues?: { path: string; message: string }[] };
      expect(
        body.issues?.map((issue) => issue.path),
        `${day}`,
      ).toEqual(["day"]);
    }
    const future = await addPhoto(client, { file, day: "2026-11-21" }, spanish);
    expect(((await future.json()) as { issues: { message: string }[] }).issues[0]?.message).toBe(
      "Elige hoy o un día de los últimos 5 años.",
    );
    expect((await addPhoto(client, { file: Buffer.from("not a photo at all"), day: "2026-11-20" })).status).toBe(415);
    expect((await addPhoto(client, { day: "2026-11-20" })).status).toBe(400);
    const text = await client.fetch("/api/progress-photos", { method: "POST", body: "{}" });
    expect(text.status).toBe(415);
    // The oldest day she can date one is taken; the day is the form's, before or after the file.
    const body = new FormData();
    body.append("file", new Blob([file], { type: "image/jpeg" }), "me.jpg");
    body.append("day", "2021-11-20");
    expect((await client.fetch("/api/progress-photos", { method: "POST", body })).status).toBe(200);
    expect((await client.trpc.progress.photos.query()).photos.map((p) => p.day)).toEqual(["2021-11-20"]);
  });

  it("keeps at most the cap, however many arrive at once", async () => {
    const dora = await signInClient(site, "dora.photos@example.com");
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    await site.db.insert(progressPhotos).values(
      Array.from({ length: PROGRESS_PHOTOS_MAX - 2 }, () => ({
        userId: dora.userId,
        day: "2026-01-01",
        image: tiny,
        width: 4,
        height: 4,
        byteSize: tiny.length,
      })),
    );
    const file = await phonePhoto("#204060");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => addPhoto(dora.client, { file, day: "2026-11-20" })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await site.db.$count(progressPhotos, eq(progressPhotos.userId, dora.userId))).toBe(PROGRESS_PHOTOS_MAX);
    const listed = await dora.client.trpc.progress.photos.query();
    expect(listed.photos).toHaveLength(PROGRESS_PHOTOS_MAX);
    expect(listed.photos[0]?.day).toBe("2026-11-20");
  });

  it("is in her download, photos and all, and goes with her account", async () => {
    const eva = await signInClient(site, "eva.photos@example.com");
    const days = ["2026-09-01", "2026-11-20"];
    const ids: number[] = [];
    for (const [i, day] of days.entries()) {
      const answer = await addPhoto(eva.client, { file: await phonePhoto(i ? "#335577" : "#775533"), day });
      ids.push(((await answer.json()) as { id: number }).id);
    }
    const json = await eva.client.fetch("/api/portal/my-data.json");
    const file = (await json.json()) as { progressPhotos: { id: number; day: string; createdAt: string }[] };
    expect(file.progressPhotos.map(({ id, day }) => ({ id, day }))).toEqual([
      { id: ids[0], day: days[0] },
      { id: ids[1], day: days[1] },
    ]);

    const zip = await eva.client.fetch("/api/portal/my-data.zip", { headers: { [SITE_LANGUAGE_HEADER]: "es" } });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toContain("fotos de progreso.csv");
    const photoFiles = Object.keys(files).filter((name) => name.startsWith("fotos de progreso/"));
    expect(photoFiles).toEqual([
      `fotos de progreso/${days[0]}-${ids[0]}.webp`,
      `fotos de progreso/${days[1]}-${ids[1]}.webp`,
    ]);
    const served = Buffer.from(await (await photo(eva.client, ids[1] as number)).arrayBuffer());
    expect(Buffer.from(files[photoFiles[1] as string] as Uint8Array).equals(served)).toBe(true);

    await eva.client.trpc.portal.sendEraseCode.mutate();
    await eva.client.trpc.portal.eraseMyData.mutate({ code: await latestCode(site, "eva.photos@example.com") });
    expect(await site.db.$count(progressPhotos, eq(progressPhotos.userId, eva.userId))).toBe(0);
    const admin = await signInAdmin(site);
    for (const id of ids) expect((await photo(admin, id)).status).toBe(404);
  });

  it("cannot be a testimonial's photo", async () => {
    const admin = await signInAdmin(site);
    const answer = await admin.post("/api/testimonials", {
      name: "Fay Photo",
      comment: "Carmen changed how I train and how I feel every day.",
      duration: "6 months",
      beforeImagePath: "/api/progress-photos/1",
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain("beforeImagePath");
  });
});
