// A paged list over REST keeps SPEC's body, the list itself, and says the rest in headers: X-Total-Count, and
// RFC 8288 Link relations (first, prev, next, last) to the same address with another page.
import type { z } from "zod";

interface Page {
  items: unknown[];
  total: number;
  page: number;
  pageCount: number;
}

/** `url` with its page parameter set to `page`, as a path and query relative to the site. */
function withPage(url: URL, page: number) {
  const next = new URL(url);
  next.searchParams.set("page", String(page));
  return `${next.pathname}${next.search}`;
}

export function pagingHeaders(page: Page, requested: string): Record<string, string> {
  const url = new URL(requested, "http://site.invalid");
  const links: [string, number][] = [["first", 1]];
  if (page.page > 1) links.push(["prev", Math.min(page.page - 1, page.pageCount)]);
  if (page.page < page.pageCount) links.push(["next", page.page + 1]);
  links.push(["last", page.pageCount]);
  return {
    "x-total-count": String(page.total),
    link: links.map(([rel, at]) => `<${withPage(url, at)}>; rel="${rel}"`).join(", "),
  };
}

/** For route(): the body is the page's rows (described by the page schema's own), the headers tell the rest. */
export const pagedList = (page: z.ZodObject<{ items: z.ZodArray }>) => ({
  answer: (answer: Page) => answer.items,
  output: page.shape.items,
  headers: pagingHeaders,
  responseHeaders: {
    "X-Total-Count": "How many rows the filters leave, on every page",
    Link: 'RFC 8288 links to the first, prev, next and last pages: </api/...?page=2>; rel="next"',
  },
});
