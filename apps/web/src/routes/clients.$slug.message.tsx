import { createFileRoute } from "@tanstack/react-router";
import { ClientMessagePage } from "../features/client-pages/ClientMessagePage";
import { ClientPageLoading } from "../features/client-pages/ClientPageState";
import { loadClientPage } from "../features/client-pages/load-client-page";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/clients/$slug/message")({
  beforeLoad: withMessages("workouts"),
  // An unknown client is the site's 404 page, as any unknown address is.
  loader: ({ context, params }) => loadClientPage(context.queryClient, params.slug),
  component: MessageRoute,
  // The loader shows at once while the server is asked, and goes as soon as it answers.
  pendingComponent: ClientPageLoading,
  pendingMs: 0,
  pendingMinMs: 0,
});

function MessageRoute() {
  return <ClientMessagePage slug={Route.useParams().slug} />;
}
