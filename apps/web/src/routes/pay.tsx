import { createFileRoute } from "@tanstack/react-router";
import { PayPage } from "../features/payments/PayPage";
import { payLinkQuery } from "../features/payments/queries";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";
import { loadAnswer } from "../lib/route-data";

/** A payment link's address: `?booking=<id>&token=<the booking's token>` (see admin.sales.sell). */
export const Route = createFileRoute("/pay")({
  head: headOf("checkout.pay.meta.title", "checkout.pay.meta.description"),
  beforeLoad: withMessages("booking", "checkout"),
  // Only what the link carries: a search the address does not hold would make the router rewrite it.
  validateSearch: (search: Record<string, unknown>): { booking?: number; token?: string } => ({
    ...(/^\d{1,9}$/.test(String(search.booking ?? "")) ? { booking: Number(search.booking) } : {}),
    ...(typeof search.token === "string" && search.token.length <= 200 ? { token: search.token } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.booking && deps.token ? loadAnswer(context.queryClient, payLinkQuery(deps.booking, deps.token)) : undefined,
  component: PayRoute,
});

function PayRoute() {
  const { booking, token } = Route.useSearch();
  return <PayPage booking={booking} token={token} />;
}
