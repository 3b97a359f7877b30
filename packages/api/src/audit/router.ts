import { auditForBookingInput, auditForClientInput, auditPageOutput } from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { auditForBooking, auditForClient } from "./history";

/** The trainer's audit trail (admin.audit): what was done to a booking's money and sessions, and by whom. */
export const auditAdminRouter = router({
  forBooking: adminProcedure
    .input(auditForBookingInput)
    .output(auditPageOutput)
    .query(({ ctx, input }) => auditForBooking(ctx, input)),
  forClient: adminProcedure
    .input(auditForClientInput)
    .output(auditPageOutput)
    .query(({ ctx, input }) => auditForClient(ctx, input)),
});
