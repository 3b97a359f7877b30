import { createFileRoute } from "@tanstack/react-router";
import { ClientMessagePage } from "../features/client-pages/ClientMessagePage";
import { ClientPageLoading } from "../features/client-pages/ClientPageState";
import { clientPageQuery } from "../features/client-pages/queries";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";
import { loadPageSubject } from "../lib/route-data";

export const Route = createFileRoute("/clients/$slug/message")({
  beforeLoad: withMessages("workouts"),
  // An unknown client is the site's 404 page, as any unknown address is.
  loader: ({ context, params }) => loadPageSubject(context.queryClient, clientPageQuery(params.slug)),
  head: headOf("workouts.client.message.meta.title", "workouts.client.message.meta.description"),
  component: MessageRoute,
  // The loader shows at once while the server is asked, and goes as soon as it answers.
  pendingComponent: ClientPageLoading,
  pendingMs: 0,
  pendingMinMs: 0,
});

function MessageRoute() {
  return <ClientMessagePage slug={Route.useParams().slug} />;
}
