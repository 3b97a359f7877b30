/** The Clients page's address: the directory's search and page, or one client by her e-mail. */
export interface ClientsSearch {
  q?: string;
  page?: number;
  email?: string;
}

/** What the page can use of its address: anything else in it (a page that is not a whole number) is left out. */
export function clientsSearch(search: Record<string, unknown>): ClientsSearch {
  const { q, page, email } = search;
  return {
    ...(typeof q === "string" && q ? { q } : {}),
    ...(typeof page === "number" && Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(typeof email === "string" && email ? { email } : {}),
  };
}
