import { translate } from "@studio/i18n";
import { createFileRoute } from "@tanstack/react-router";
import { ClientPageLoading } from "../features/client-pages/ClientPageState";
import { ClientProgramPage } from "../features/client-pages/ClientProgramPage";
import { clientPageQuery } from "../features/client-pages/queries";
import { withMessages } from "../i18n/messages";
import { headOf, pageHead } from "../lib/page-meta";
import { loadPageSubject } from "../lib/route-data";

export const Route = createFileRoute("/clients/$slug/program")({
  beforeLoad: withMessages("workouts"),
  // An unknown client is the site's 404 page, as any unknown address is.
  loader: ({ context, params }) => loadPageSubject(context.queryClient, clientPageQuery(params.slug)),
  head: (head) =>
    head.loaderData?.programTitle
      ? pageHead({
          title: head.loaderData.programTitle,
          description: translate(head.match.context.i18n, "workouts.client.program.meta.description"),
        })
      : headOf("workouts.client.program.meta.title", "workouts.client.program.meta.description")(head),
  component: ProgramRoute,
  // The loader shows at once while the server is asked, and goes as soon as it answers.
  pendingComponent: ClientPageLoading,
  pendingMs: 0,
  pendingMinMs: 0,
});

function ProgramRoute() {
  return <ClientProgramPage slug={Route.useParams().slug} />;
}
