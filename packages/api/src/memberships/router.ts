import {
  adminMembershipOutput,
  adminMembershipsInput,
  adminMembershipsOutput,
  membershipCardInput,
  membershipCardOutput,
  membershipChangeInput,
  membershipOutput,
} from "@studio/validators";
import { z } from "zod";
import { adminProcedure, clientProcedure } from "../trpc";
import { cardUpdateLink, changeMembership } from "./changes";
import { adminMemberships, membershipsOf } from "./lists";

/** The signed-in client's memberships (published under portal.*). */
export const membershipClientProcedures = {
  memberships: clientProcedure
    .output(z.array(membershipOutput))
    .query(({ ctx }) => membershipsOf(ctx, ctx.client.email, ctx.request.language)),
  changeMembership: clientProcedure
    .input(membershipChangeInput)
    .output(membershipOutput)
    .mutation(async ({ ctx, input }) => {
      await changeMembership(ctx, { actor: ctx.client.email, ownedBy: ctx.client.email }, input.id, input.change);
      const [changed] = (await membershipsOf(ctx, ctx.client.email, ctx.request.language)).filter(
        (membership) => membership.id === input.id,
      );
      if (!changed) throw new Error(`Membership ${input.id} left her list`);
      return changed;
    }),
  /** Stripe's page for a new card: a refused renewal is paid with it when Stripe next tries. */
  membershipCardLink: clientProcedure
    .input(membershipCardInput)
    .output(membershipCardOutput)
    .mutation(({ ctx, input }) => cardUpdateLink(ctx, ctx.client.email, input.id, ctx.request.language)),
};

/** The trainer's (published as admin.memberships.*). */
export const membershipAdminProcedures = {
  list: adminProcedure
    .input(adminMembershipsInput)
    .output(adminMembershipsOutput)
    .query(({ ctx, input }) => adminMemberships(ctx, input)),
  change: adminProcedure
    .input(membershipChangeInput)
    .output(adminMembershipOutput)
    .mutation(async ({ ctx, input }) => {
      const changed = await changeMembership(ctx, { actor: ctx.adminSession.username }, input.id, input.change);
      const [row] = (
        await adminMemberships(ctx, { filter: "all", clientEmail: changed.clientEmail, page: 1 })
      ).memberships.filter((membership) => membership.id === input.id);
      if (!row) throw new Error(`Membership ${input.id} left the list`);
      return row;
    }),
};
