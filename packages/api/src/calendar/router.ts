// A client's private calendar feed: her addresses and their reset (published under portal.*), and the feed
// itself, public to whoever holds a live address (calendar.feed). The trainer's own feed of every client's
// sessions likewise: its address and reset (admin.calendar.*), and the feed (calendar.trainerFeed).
import {
  calendarFeedFileOutput,
  calendarFeedOutput,
  calendarFeedTokenInput,
  rotateCalendarFeedInput,
} from "@studio/validators";
import { adminProcedure, clientProcedure, publicProcedure, router } from "../trpc";
import { calendarFeedFile, calendarFeedFor, rotateCalendarFeed } from "./feeds";
import { rotateTrainerFeed, trainerFeedAddresses, trainerFeedFile } from "./trainer-feed";

/** Merged into the portal's procedures: her feed is hers once she has signed in. */
export const clientCalendarProcedures = {
  /** Her feed's addresses; the feed is made the first time she asks (asking again changes nothing). */
  calendarFeed: clientProcedure.output(calendarFeedOutput).query(({ ctx }) => calendarFeedFor(ctx, ctx.client.email)),
  rotateCalendarFeed: clientProcedure
    .input(rotateCalendarFeedInput)
    .output(calendarFeedOutput)
    .mutation(({ ctx, input }) => rotateCalendarFeed(ctx, ctx.client.email, input.version)),
};

/** The trainer's feed of every client's sessions (admin.calendar.*). */
export const calendarAdminRouter = router({
  feed: adminProcedure.output(calendarFeedOutput).query(({ ctx }) => trainerFeedAddresses(ctx)),
  rotateFeed: adminProcedure
    .input(rotateCalendarFeedInput)
    .output(calendarFeedOutput)
    .mutation(({ ctx, input }) => rotateTrainerFeed(ctx, input.version)),
});

export const calendarRouter = router({
  /** What her calendar program downloads: the token in the address is the only key. */
  feed: publicProcedure
    .input(calendarFeedTokenInput)
    .output(calendarFeedFileOutput)
    .query(({ ctx, input }) => calendarFeedFile(ctx, input.token)),
  /** The trainer's calendar downloads it: the token in the address is the only key. */
  trainerFeed: publicProcedure
    .input(calendarFeedTokenInput)
    .output(calendarFeedFileOutput)
    .query(({ ctx, input }) => trainerFeedFile(ctx, input.token)),
});
