import { Alert, Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NotFound } from "../../components/layout/NotFound";
import { type QueryLike, QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { isNotFound } from "../../lib/route-data";
import { errorMessage, type RouterOutputs } from "../../lib/trpc";
import { clientPageQuery } from "./queries";

export type ClientPage = RouterOutputs["clientPages"]["bySlug"];

export function useClientPage(slug: string) {
  return useQuery(clientPageQuery(slug));
}

/** While the route's loader asks for the page: the loader the page has always shown meanwhile. */
export function ClientPageLoading() {
  const { t, i18n } = useT();
  // It can show before the route's words have arrived: the standard label until they have.
  const label = "workouts.client.loading" in (i18n.messages ?? {}) ? t("workouts.client.loading") : undefined;
  return (
    <QueryState query={{ isPending: true }} place="section" label={label}>
      {null}
    </QueryState>
  );
}

/**
 * A client page once it has loaded. A page that does not exist is the site's 404 (the route's loader shows it as
 * the page is entered; this covers a page removed while it was open); any other failure says so.
 */
export function ClientPageState({
  page,
  children,
}: {
  page: QueryLike<ClientPage>;
  children: (found: ClientPage) => ReactNode;
}) {
  const { t } = useT();
  return (
    <QueryState
      query={page}
      label={t("workouts.client.loading")}
      place="section"
      error={(error) =>
        isNotFound(error) ? (
          <NotFound />
        ) : (
          <Container className="section">
            <Alert color="red">{errorMessage(error, t("workouts.client.loadFailed"))}</Alert>
          </Container>
        )
      }
    >
      {children}
    </QueryState>
  );
}
