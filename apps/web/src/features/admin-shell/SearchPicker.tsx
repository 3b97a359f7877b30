import { Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { type Key, type ReactNode, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { errorMessage } from "../../lib/trpc";
import classes from "./SearchPicker.module.css";

interface Props<TAnswer, TError, TData, TItem, TKey extends QueryKey> {
  /** The search box's name and hint ("Find a client", "Name or e-mail"). */
  searchLabel: string;
  placeholder: string;
  /** The list's name, its loader's, and what is said when it cannot be loaded. */
  listLabel: string;
  loadingLabel: string;
  loadError: string;
  /** The list for the search text (trimmed, and "" for none), asked for once she stops typing. */
  query: (search: string) => UseQueryOptions<TAnswer, TError, TData, TKey>;
  /** The rows of an answer, and what is said under them (how many more there are). */
  items: (data: TData) => readonly TItem[];
  footer?: (data: TData) => ReactNode;
  /** What is said when nothing is found for the search text. */
  empty: (search: string) => string;
  /** A row: its key, what it shows, whether it can be picked, and what picking it does. */
  rowKey: (item: TItem) => Key;
  row: (item: TItem) => ReactNode;
  disabled?: (item: TItem) => boolean;
  onPick: (item: TItem) => void;
}

/** A search box with the list it finds below: one tap on a row picks it. */
export function SearchPicker<TAnswer, TError, TData, TItem, TKey extends QueryKey>(
  props: Props<TAnswer, TError, TData, TItem, TKey>,
) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = useQuery({ ...props.query(search), staleTime: 30_000, placeholderData: keepPreviousData });
  return (
    <Stack gap="xs">
      <TextInput
        aria-label={props.searchLabel}
        placeholder={props.placeholder}
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <QueryState
        query={list}
        label={props.loadingLabel}
        error={(error) => <Text c="red.8">{errorMessage(error, props.loadError)}</Text>}
      >
        {(data) => {
          const items = props.items(data);
          return items.length ? (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={props.listLabel}>
              {items.map((item) => {
                const disabled = props.disabled?.(item) ?? false;
                return (
                  <li key={props.rowKey(item)}>
                    <UnstyledButton
                      className={classes.pick}
                      disabled={disabled}
                      style={disabled ? { opacity: 0.6, cursor: "not-allowed" } : undefined}
                      onClick={() => !disabled && props.onPick(item)}
                    >
                      {props.row(item)}
                    </UnstyledButton>
                  </li>
                );
              })}
              {props.footer?.(data)}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {props.empty(search)}
            </Text>
          );
        }}
      </QueryState>
    </Stack>
  );
}
