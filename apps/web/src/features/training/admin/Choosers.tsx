import { Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { errorMessage, trpc } from "../../../lib/trpc";
import classes from "./TrainingAdmin.module.css";

/** Whom a plan goes to: her account, and how the back office names her. */
export interface PlanClient {
  userId: number;
  email: string;
  name: string | null;
}

/** A choice made (with Change to make it again), or the chooser. */
export function Chosen(props: {
  label: string;
  chosen: { title: string; detail?: string } | null;
  error: unknown;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      {props.chosen ? (
        <Paper withBorder radius="md" p="xs" bg="plum.0">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" className={classes.wrap}>
                {props.chosen.title}
              </Text>
              {props.chosen.detail && (
                <Text size="xs" c="dimmed" className={classes.wrap}>
                  {props.chosen.detail}
                </Text>
              )}
            </Stack>
            <Button
              size="compact-xs"
              variant="subtle"
              className={classes.noShrink}
              onClick={props.onChange}
              aria-label={`Change the ${props.label.toLowerCase()}`}
            >
              Change
            </Button>
          </Group>
        </Paper>
      ) : (
        props.children
      )}
      {typeof props.error === "string" && (
        <Text c="red.8" size="sm" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}

/** Her clients found by name or e-mail, as the directory finds them; only one who has signed in has an account. */
export function ClientChooser({ onChoose }: { onChoose: (client: PlanClient) => void }) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = useQuery(
    trpc.admin.clients.list.queryOptions(search ? { search } : {}, {
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
  );
  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Find a client"
        placeholder="Name or e-mail"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <QueryState
        query={list}
        label="Loading clients"
        error={(error) => <Text c="red.8">{errorMessage(error, "The clients could not be loaded.")}</Text>}
      >
        {({ clients }) =>
          clients.length ? (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Clients">
              {clients.slice(0, 8).map((found) => (
                <li key={found.email}>
                  <UnstyledButton
                    className={classes.pick}
                    disabled={found.userId === null}
                    style={found.userId === null ? { opacity: 0.6, cursor: "not-allowed" } : undefined}
                    onClick={() =>
                      found.userId !== null && onChoose({ userId: found.userId, email: found.email, name: found.name })
                    }
                  >
                    <Text fw={600} size="sm" className={classes.wrap}>
                      {found.name ?? found.email}
                    </Text>
                    <Text size="xs" c="dimmed" className={classes.wrap}>
                      {found.name ? found.email : ""}
                      {found.userId === null
                        ? `${found.name ? " · " : ""}no account yet: she signs in once with her e-mail code`
                        : ""}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {search ? `No client's name or e-mail holds “${search}”.` : "No clients yet."}
            </Text>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** Her templates in use, found by title. */
export function TemplateChooser({ onChoose }: { onChoose: (template: { id: number; title: string }) => void }) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = useQuery(
    trpc.admin.training.templates.list.queryOptions(
      { ...(search ? { search } : {}), pageSize: 8 },
      { staleTime: 30_000, placeholderData: keepPreviousData },
    ),
  );
  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Find a plan"
        placeholder="Plan title"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <QueryState
        query={list}
        label="Loading plans"
        error={(error) => <Text c="red.8">{errorMessage(error, "The plans could not be loaded.")}</Text>}
      >
        {({ items, total }) =>
          items.length ? (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Plans">
              {items.map((found) => (
                <li key={found.id}>
                  <UnstyledButton
                    className={classes.pick}
                    onClick={() => onChoose({ id: found.id, title: found.title })}
                  >
                    <Text fw={600} size="sm" className={classes.wrap}>
                      {found.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {found.workouts} {found.workouts === 1 ? "workout" : "workouts"}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
              {total > items.length && (
                <Text size="xs" c="dimmed">
                  {total - items.length} more: type part of a title.
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {search ? `No plan in use is called “${search}”.` : "No plans yet: build one under Training."}
            </Text>
          )
        }
      </QueryState>
    </Stack>
  );
}
