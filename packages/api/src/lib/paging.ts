// Pages of the trainer's lists, cut in the database: a screen costs what it shows, whatever the history.

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Rows to skip before `page`. */
export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** A page's rows with the count the pager needs; a page past the end is empty but still says how many there are. */
export function pageOf<Item>(items: Item[], total: number, { page, pageSize }: PageRequest) {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** An ILIKE pattern for text that holds `needle` anywhere: its own %, _ and \ match only themselves. */
export const containing = (needle: string) => `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
