import { Grid, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { InboxFilter } from "@studio/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { QueryState } from "../../../components/QueryState";
import { errorMessage } from "../../../lib/trpc";
import { InboxList } from "./InboxList";
import { InboxMessageView } from "./InboxMessageView";
import { inboxListQuery } from "./inbox-queries";
import { inboxSearch } from "./inbox-search";

const route = getRouteApi("/admin/inbox");

const viewLabels: Record<InboxFilter, string> = {
  unread: "Unread",
  open: "Open",
  handled: "Handled",
  archived: "Archived",
};

/**
 * Contact messages newest first, in four views. On a laptop the open message reads beside the list; on a phone it
 * takes the screen, and Back returns to the list.
 */
export function Inbox() {
  const { filter = "open", page = 1, id } = inboxSearch(route.useSearch());
  const navigate = route.useNavigate();
  const wide = useMediaQuery("(min-width: 62em)") ?? false;
  const list = useQuery({ ...inboxListQuery(filter, page), placeholderData: keepPreviousData });
  const unread = list.data?.unread;

  const listPane = (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show messages"
        fullWidth
        value={filter}
        onChange={(value) => void navigate({ search: value === "open" ? {} : { filter: value as InboxFilter } })}
        data={(Object.keys(viewLabels) as InboxFilter[]).map((value) => ({
          value,
          label: value === "unread" && unread ? `${viewLabels.unread} (${unread})` : viewLabels[value],
        }))}
      />
      <QueryState
        query={list}
        label="Loading messages"
        error={(error) => <Text c="red.8">{errorMessage(error, "The messages could not be loaded.")}</Text>}
      >
        {(answer) => <InboxList answer={answer} filter={filter} page={page} openId={id} />}
      </QueryState>
    </Stack>
  );

  const back = { ...(filter === "open" ? {} : { filter }), ...(page > 1 ? { page } : {}) };
  if (!wide) return id ? <InboxMessageView id={id} back={back} /> : listPane;
  return (
    <Grid gap="lg">
      <Grid.Col span={5}>{listPane}</Grid.Col>
      <Grid.Col span={7}>
        {id ? (
          <InboxMessageView id={id} back={back} />
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              Choose a message to read it here.
            </Text>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  );
}
