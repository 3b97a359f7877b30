import { trpc } from "../../lib/trpc";

/** The trainer's page for one named client, by the slug in its address: the same query for loader and screen. */
export const clientPageQuery = (slug: string) => trpc.clientPages.bySlug.queryOptions({ slug });
