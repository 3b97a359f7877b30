import { Button, Group, Text } from "@mantine/core";
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
 * Previous and next page of a list the server pages; hidden while everything fits on the first. Its own words are the
 * `controls` catalogue's, which its pages load (the back office's in English).
 */
export function Pager({ page, hasMore, onPage, label, previous, next }: Props) {
  const { t } = useT();
  if (page === 1 && !hasMore) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={label}>
      <Button variant="default" size="xs" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {previous ?? t("controls.pager.previous")}
      </Button>
      <Text size="sm" c="dimmed">
        {t("controls.pager.page", { page })}
      </Text>
      <Button variant="default" size="xs" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {next ?? t("controls.pager.next")}
      </Button>
    </Group>
  );
}
