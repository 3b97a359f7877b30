import { createFileRoute } from "@tanstack/react-router";
import { ClientProgramPage } from "../features/client-pages/ClientProgramPage";

export const Route = createFileRoute("/clients/$slug/program")({ component: ProgramRoute });

function ProgramRoute() {
  return <ClientProgramPage slug={Route.useParams().slug} />;
}
