import { Group, Pagination, Text } from "@mantine/core";
import { formatCount } from "../lib/count";

interface Props {
  /** What the list holds, for the count and the pager's name: "bookings". */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * Where a long list is: "26–50 of 1,234 bookings", and its pages, each a button reached with Tab and pressed with
 * Enter or Space. The server cuts the pages, so this is all the browser knows of the rest.
 */
export function ListPager({ noun, page, pageSize, total, pageCount, onPage }: Props) {
  const first = total ? (page - 1) * pageSize + 1 : 0;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" align="center" gap="sm" component="nav" aria-label={`Pages of ${noun}`}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total ? `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}` : `No ${noun}`}
      </Text>
      {pageCount > 1 && (
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          getItemProps={(at) => ({ "aria-label": `Page ${at}`, "aria-current": at === page ? "page" : undefined })}
          getControlProps={(control) => ({
            "aria-label": { first: "First page", last: "Last page", next: "Next page", previous: "Previous page" }[
              control
            ],
          })}
        />
      )}
    </Group>
  );
}
