// The named-client routes' loader: a page that does not exist is the site's 404, decided before anything draws.
import type { QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { clientPageQuery, isMissingPage } from "./ClientPageState";

/**
 * Asks for the client's page as the route is entered (the screen then draws with it). The server's "no such page"
 * is the router's not-found, which shows the site's 404 page; any other failure is left to the screen to show.
 */
export async function loadClientPage(queryClient: QueryClient, slug: string) {
  try {
    await queryClient.ensureQueryData(clientPageQuery(slug));
  } catch (error) {
    if (isMissingPage(error)) throw notFound();
  }
}
