import { Button, Group, Text } from "@mantine/core";
import { knownText } from "../i18n/known";
import { useT } from "../i18n/use-t";

interface Props {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers: "Pages of clients". */
  label: string;
  previous?: string;
  next?: string;
}

/**
 * Previous and next page of a list the server pages; hidden while everything fits on the first. Its own words are in
 * the page's language where the page loads the `controls` catalogue, in English otherwise (the back office).
 */
export function Pager({ page, hasMore, onPage, label, previous, next }: Props) {
  const { i18n } = useT();
  if (page === 1 && !hasMore) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={label}>
      <Button variant="default" size="xs" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {previous ?? knownText(i18n, "controls", "← Previous")}
      </Button>
      <Text size="sm" c="dimmed">
        {knownText(i18n, "controls", "Page {page}", { page: String(page) })}
      </Text>
      <Button variant="default" size="xs" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {next ?? knownText(i18n, "controls", "Next →")}
      </Button>
    </Group>
  );
}
