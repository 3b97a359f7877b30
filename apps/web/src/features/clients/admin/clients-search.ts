/** The Clients page's address: the directory's search and page, or one client by her e-mail. */
export interface ClientsSearch {
  q?: string;
  page?: number;
  email?: string;
}

/** Only what the address holds: a search it does not hold would make the router rewrite the address. */
export function clientsSearch(search: Record<string, unknown>): ClientsSearch {
  const { q, page, email } = search;
  return {
    ...(typeof q === "string" && q ? { q } : {}),
    ...(typeof page === "number" && Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(typeof email === "string" && email ? { email } : {}),
  };
}
