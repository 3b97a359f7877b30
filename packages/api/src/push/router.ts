import {
  pushPublicKeyOutput,
  pushSubscribeInput,
  pushSubscriptionOutput,
  pushUnsubscribeInput,
} from "@studio/validators";
import { clientProcedure, publicProcedure } from "../trpc";
import { subscribe, unsubscribe } from "./subscriptions";

/** push.*: the key her browser subscribes with, and turning this device's notifications on and off. */
export const pushProcedures = {
  publicKey: publicProcedure
    .output(pushPublicKeyOutput)
    .query(async ({ ctx }) => ({ publicKey: await ctx.push.publicKey() })),
  subscribe: clientProcedure
    .input(pushSubscribeInput)
    .output(pushSubscriptionOutput)
    .mutation(({ ctx, input }) => subscribe(ctx, ctx.client.userId, input)),
  unsubscribe: clientProcedure
    .input(pushUnsubscribeInput)
    .output(pushSubscriptionOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, ctx.client.userId, input)),
};
