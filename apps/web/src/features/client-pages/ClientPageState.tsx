import { Alert, Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type QueryLike, QueryState } from "../../components/QueryState";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export type ClientPage = RouterOutputs["clientPages"]["bySlug"];

/** The trainer's page for one named client, by the slug in its address. */
export function useClientPage(slug: string) {
  return useQuery(trpc.clientPages.bySlug.queryOptions({ slug }));
}

/** A client page once it has loaded, or word that there is no page by that name. */
export function ClientPageState({
  page,
  children,
}: {
  page: QueryLike<ClientPage>;
  children: (found: ClientPage) => ReactNode;
}) {
  return (
    <QueryState
      query={page}
      place="section"
      error={
        <Container className="section">
          <Alert color="red">This page does not exist.</Alert>
        </Container>
      }
    >
      {children}
    </QueryState>
  );
}
