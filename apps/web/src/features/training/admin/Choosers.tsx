import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { trpc } from "../../../lib/trpc";
import { SearchPicker } from "../../admin-shell/SearchPicker";
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
  return (
    <SearchPicker
      searchLabel="Find a client"
      placeholder="Name or e-mail"
      listLabel="Clients"
      loadingLabel="Loading clients"
      loadError="The clients could not be loaded."
      query={(search) => trpc.admin.clients.list.queryOptions(search ? { search } : {})}
      items={({ clients }) => clients.slice(0, 8)}
      empty={(search) => (search ? `No client's name or e-mail holds “${search}”.` : "No clients yet.")}
      rowKey={(found) => found.email}
      disabled={(found) => found.userId === null}
      onPick={(found) =>
        found.userId !== null && onChoose({ userId: found.userId, email: found.email, name: found.name })
      }
      row={(found) => (
        <>
          <Text fw={600} size="sm" className={classes.wrap}>
            {found.name ?? found.email}
          </Text>
          <Text size="xs" c="dimmed" className={classes.wrap}>
            {found.name ? found.email : ""}
            {found.userId === null
              ? `${found.name ? " · " : ""}no account yet: she signs in once with her e-mail code`
              : ""}
          </Text>
        </>
      )}
    />
  );
}

/** Her templates in use, found by title. */
export function TemplateChooser({ onChoose }: { onChoose: (template: { id: number; title: string }) => void }) {
  return (
    <SearchPicker
      searchLabel="Find a plan"
      placeholder="Plan title"
      listLabel="Plans"
      loadingLabel="Loading plans"
      loadError="The plans could not be loaded."
      query={(search) =>
        trpc.admin.training.templates.list.queryOptions({ ...(search ? { search } : {}), pageSize: 8 })
      }
      items={({ items }) => items}
      footer={({ items, total }) =>
        total > items.length && (
          <Text size="xs" c="dimmed">
            {total - items.length} more: type part of a title.
          </Text>
        )
      }
      empty={(search) => (search ? `No plan in use is called “${search}”.` : "No plans yet: build one under Training.")}
      rowKey={(found) => found.id}
      onPick={(found) => onChoose({ id: found.id, title: found.title })}
      row={(found) => (
        <>
          <Text fw={600} size="sm" className={classes.wrap}>
            {found.title}
          </Text>
          <Text size="xs" c="dimmed">
            {found.workouts} {found.workouts === 1 ? "workout" : "workouts"}
          </Text>
        </>
      )}
    />
  );
}
