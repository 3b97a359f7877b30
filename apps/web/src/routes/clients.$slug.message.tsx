import { createFileRoute } from "@tanstack/react-router";
import { ClientMessagePage } from "../features/client-pages/ClientMessagePage";

export const Route = createFileRoute("/clients/$slug/message")({ component: MessageRoute });

function MessageRoute() {
  return <ClientMessagePage slug={Route.useParams().slug} />;
}
