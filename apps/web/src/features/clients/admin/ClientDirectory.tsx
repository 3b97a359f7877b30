import { Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Pager } from "../../../components/Pager";
import { QueryState } from "../../../components/QueryState";
import { errorMessage } from "../../../lib/trpc";
import { ClientCard } from "./ClientCard";
import { directoryQuery } from "./client-queries";
import type { ClientsSearch } from "./clients-search";
import { GroupMessageHistory, WriteToGroup } from "./GroupMessages";

const route = getRouteApi("/admin/clients");

/** Everyone who booked or verified her e-mail, newest activity first; searched and paged by the server. */
export function ClientDirectory({ search, page }: { search: string; page: number }) {
  const navigate = route.useNavigate();
  const [text, setText] = useState(search);
  const [typed] = useDebouncedValue(text.trim(), 300);
  // What she types goes to the address (replacing it, not adding to the history) once she pauses. Only a change
  // of what she typed does: the address changed by Back must not be put back by the typing of before.
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (typed !== search) void navigate({ search: typed ? { q: typed } : {}, replace: true });
  }, [typed, search, navigate]);
  // Back and Forward bring another search: the box shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the address should rewrite the box
  useEffect(() => {
    if (search !== text.trim()) setText(search);
  }, [search]);
  const list = useQuery({ ...directoryQuery(search, page), placeholderData: keepPreviousData });
  const at = (next: number): ClientsSearch => ({
    ...(search ? { q: search } : {}),
    ...(next > 1 ? { page: next } : {}),
  });
  const toPage = (next: number) => void navigate({ search: at(next) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search by name or e-mail"
          placeholder="e.g. Carla or carla@"
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={480}
          style={{ flex: "1 1 240px" }}
        />
        <WriteToGroup />
      </Group>
      <QueryState
        query={list}
        label="Loading clients"
        error={(error) => <Text c="red.8">{errorMessage(error, "The clients could not be loaded.")}</Text>}
      >
        {({ clients, hasMore }) => (
          <Stack gap="sm" aria-busy={list.isPlaceholderData}>
            {clients.length ? (
              clients.map((client) => <ClientCard key={client.email} client={client} directory={at(page)} />)
            ) : (
              <Text c="dimmed">
                {search
                  ? `No client's name or e-mail holds “${search}”.`
                  : "No clients yet: they appear with their first booking."}
              </Text>
            )}
            <Pager page={page} hasMore={hasMore} onPage={toPage} label="Pages of clients" />
          </Stack>
        )}
      </QueryState>
      <GroupMessageHistory />
    </Stack>
  );
}
