import { Button, Group, Text } from "@mantine/core";

interface Props {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers: "Pages of clients". */
  label: string;
  previous?: string;
  next?: string;
}

/** Previous and next page of a list the server pages; hidden while everything fits on the first. */
export function Pager({ page, hasMore, onPage, label, previous = "← Previous", next = "Next →" }: Props) {
  if (page === 1 && !hasMore) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={label}>
      <Button variant="default" size="xs" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <Text size="sm" c="dimmed">
        Page {page}
      </Text>
      <Button variant="default" size="xs" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </Group>
  );
}
