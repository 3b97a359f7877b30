import { Alert, Button, Group, Text, Title } from "@mantine/core";
import type { AuditAction } from "@studio/validators";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatStudioDateTime } from "../../../lib/format";
import { errorMessage, trpc } from "../../../lib/trpc";
import classes from "./AuditHistory.module.css";
import { auditLine } from "./audit-wording";

const HISTORY_PAGE = 5;

/**
 * What the back office changed in a booking's money or sessions, in all of a client's, or of one kind across the
 * studio (an hour's places, a package's price, a new code): newest first, by pages.
 */
export function AuditHistory({
  of,
  title = "History",
}: {
  of: { bookingId: number } | { clientEmail: string } | { action: AuditAction };
  title?: string;
}) {
  const headingId = useId();
  const page = {
    getNextPageParam: (last: { nextCursor: number | null }) => last.nextCursor ?? undefined,
    staleTime: 0,
  };
  const history = useInfiniteQuery(
    "bookingId" in of
      ? trpc.admin.audit.forBooking.infiniteQueryOptions({ bookingId: of.bookingId, limit: HISTORY_PAGE }, page)
      : "clientEmail" in of
        ? trpc.admin.audit.forClient.infiniteQueryOptions({ clientEmail: of.clientEmail, limit: HISTORY_PAGE }, page)
        : trpc.admin.audit.list.infiniteQueryOptions({ action: of.action, limit: HISTORY_PAGE }, page),
  );
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Title order={4} fz="sm" id={headingId} mb={4}>
        {title}
      </Title>
      <QueryState
        query={history}
        label="Loading history"
        place="inline"
        error={(error) => <Alert color="red">{errorMessage(error, "Could not load the history")}</Alert>}
      >
        {() =>
          entries.length ? (
            <ol className={classes.history}>
              {entries.map((entry) => {
                const { title, details } = auditLine(entry);
                return (
                  <li key={entry.id}>
                    <Group gap={8} wrap="wrap">
                      <Text size="sm" fw={600}>
                        {title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatStudioDateTime(new Date(entry.createdAt))}
                      </Text>
                    </Group>
                    {details.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {details.join(" · ")}
                      </Text>
                    )}
                  </li>
                );
              })}
            </ol>
          ) : (
            <Text size="sm" c="dimmed">
              No changes by the back office yet.
            </Text>
          )
        }
      </QueryState>
      {history.hasNextPage && (
        <Button
          size="xs"
          variant="subtle"
          mt={6}
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show older
        </Button>
      )}
    </section>
  );
}
