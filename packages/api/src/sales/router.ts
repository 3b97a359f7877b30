// The trainer's sales at the desk (admin.sales).
import { deskSaleInput } from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { deskSaleOutput } from "./sale-output";
import { sellAtDesk } from "./sell";

export const salesAdminRouter = router({
  sell: adminProcedure
    .input(deskSaleInput)
    .output(deskSaleOutput)
    .mutation(({ ctx, input }) => sellAtDesk(ctx, ctx.adminSession.username, input)),
});
