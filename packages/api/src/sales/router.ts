// The trainer's sales at the desk (admin.sales).
import { deskSaleInput, deskSaleOutput } from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { sellAtDesk } from "./sell";

export const salesAdminRouter = router({
  sell: adminProcedure
    .input(deskSaleInput)
    .output(deskSaleOutput)
    .mutation(({ ctx, input }) => sellAtDesk(ctx, ctx.adminSession.username, input)),
});
