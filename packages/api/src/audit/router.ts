import { auditForBookingInput, auditForClientInput, auditListInput, auditPageOutput } from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { auditForBooking, auditForClient, auditList } from "./history";

/** The trainer's audit trail (admin.audit): what was done to money, sessions, prices and notes, and by whom. */
export const auditAdminRouter = router({
  forBooking: adminProcedure
    .input(auditForBookingInput)
    .output(auditPageOutput)
    .query(({ ctx, input }) => auditForBooking(ctx, input)),
  forClient: adminProcedure
    .input(auditForClientInput)
    .output(auditPageOutput)
    .query(({ ctx, input }) => auditForClient(ctx, input)),
  /** Everything, or one action's entries: a slot's places, a package's price, a new code have no booking. */
  list: adminProcedure
    .input(auditListInput.optional())
    .output(auditPageOutput)
    .query(({ ctx, input }) => auditList(ctx, input ?? { limit: 10 })),
});
