import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, startServerWithAdmin, type TestServer } from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  ({ site, admin } = await startServerWithAdmin());
});
afterAll(() => site.close());

describe("uploads", () => {
  const form = (data: Buffer, name: string, type: string) => {
    const body = new FormData();
    body.append("file", new Blob([data], { type }), name);
    return body;
  };
  const upload = (client: HttpClient, body: FormData) =>
    fetch(`${site.url}/api/upload`, {
      method: "POST",
      body,
      headers: { "x-requested-with": "fetch", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });

  it("strips EXIF and GPS from an image", async () => {
    const original = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#7a2e4f" } })
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 46/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    const answer = await upload(admin, form(original, "holiday.jpg", "image/jpeg"));
    expect(answer.status).toBe(200);
    const { fileUrl } = (await answer.json()) as { fileUrl: string };
    expect(fileUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const stored = Buffer.from(await (await fetch(site.url + fileUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: "webp", width: 40, height: 30 });
  });

  it("refuses a text file named like an image, and an oversized file", async () => {
    const text = await upload(admin, form(Buffer.from("definitely not an image"), "photo.png", "image/png"));
    expect(text.status).toBe(415);
    const big = await upload(admin, form(Buffer.alloc(11 * 1024 * 1024, 1), "huge.jpg", "image/jpeg"));
    expect(big.status).toBe(413);
  });
});
