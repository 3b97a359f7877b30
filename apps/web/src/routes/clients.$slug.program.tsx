import { createFileRoute } from "@tanstack/react-router";
import { ClientPageLoading } from "../features/client-pages/ClientPageState";
import { ClientProgramPage } from "../features/client-pages/ClientProgramPage";
import { loadClientPage } from "../features/client-pages/load-client-page";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/clients/$slug/program")({
  beforeLoad: withMessages("workouts"),
  // An unknown client is the site's 404 page, as any unknown address is.
  loader: ({ context, params }) => loadClientPage(context.queryClient, params.slug),
  component: ProgramRoute,
  // The loader shows at once while the server is asked, and goes as soon as it answers.
  pendingComponent: ClientPageLoading,
  pendingMs: 0,
  pendingMinMs: 0,
});

function ProgramRoute() {
  return <ClientProgramPage slug={Route.useParams().slug} />;
}
