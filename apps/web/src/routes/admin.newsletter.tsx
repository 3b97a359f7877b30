import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { SubscriberList } from "../features/newsletter/admin/SubscriberList";
import { subscriberListQuery } from "../features/newsletter/admin/subscriber-queries";

export const Route = createFileRoute("/admin/newsletter")({
  staticData: { adminTitle: "Newsletter" },
  // The query the list asks for first, to the letter, so that the screen finds it under way or answered.
  loader: ({ context }) => prefetchAdminQuery(context, subscriberListQuery("all", "", 1)),
  component: SubscriberList,
});
