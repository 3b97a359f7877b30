import { erasedOutput, eraseMyDataInput, streamedFileOutput, successMessageOutput } from "@studio/validators";
import { HOUR_MS } from "@studio/validators/studio-time";
import type { Context } from "../context";
import { takeLimits } from "../lib/rate-limit";
import { clientProcedure } from "../trpc";
import { eraseMyData, sendEraseCode } from "./erase";
import { myDataJson, myDataZip } from "./export-files";

/** Downloads of her data per hour: plenty for a person, and a cap on what one stolen session can make us read. */
const DOWNLOADS_PER_HOUR = 10;

const countDownload = (ctx: Context, userId: number) =>
  takeLimits(
    ctx,
    [{ key: `my-data:user:${userId}`, limit: DOWNLOADS_PER_HOUR, windowMs: HOUR_MS }],
    "server.limit.downloads",
  );

/** Her data in her hands, published under portal.*: download it, or delete it with an e-mailed code. */
export const privacyProcedures = {
  /** Everything keyed to her e-mail as one JSON file, streamed: for GET /api/portal/my-data.json. */
  myDataJson: clientProcedure.output(streamedFileOutput).query(async ({ ctx }) => {
    await countDownload(ctx, ctx.client.userId);
    return myDataJson(ctx, ctx.client, ctx.request.language);
  }),
  /** The same as a .zip of one CSV per kind, streamed: for GET /api/portal/my-data.zip. */
  myDataCsv: clientProcedure.output(streamedFileOutput).query(async ({ ctx }) => {
    await countDownload(ctx, ctx.client.userId);
    return myDataZip(ctx, ctx.client, ctx.request.language);
  }),
  /** E-mails her a code that confirms "Delete my data" and nothing else. */
  sendEraseCode: clientProcedure.output(successMessageOutput).mutation(({ ctx }) => sendEraseCode(ctx, ctx.client)),
  /** Erases her data (the code must be her live erase code) and ends her session. */
  eraseMyData: clientProcedure
    .input(eraseMyDataInput)
    .output(erasedOutput)
    .mutation(({ ctx, input }) => eraseMyData(ctx, ctx.client, input.code)),
};
