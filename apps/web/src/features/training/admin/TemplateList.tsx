import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TemplateState } from "@studio/validators/kinds";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { AssignDialog } from "./AssignDialog";
import { type TemplateSummary, templateListQuery, trainingKey } from "./queries";
import classes from "./TrainingAdmin.module.css";

/** "6 workouts over 3 weeks". */
function sizeOf(template: Pick<TemplateSummary, "workouts" | "days">) {
  if (!template.workouts) return "No workouts yet";
  const weeks = Math.ceil(template.days / 7);
  return `${template.workouts} ${template.workouts === 1 ? "workout" : "workouts"} over ${
    template.days <= 7 ? `${template.days} ${template.days === 1 ? "day" : "days"}` : `${weeks} weeks`
  }`;
}

/** Her plan templates: found by title in either language, in use or archived, a page at a time. */
export function TemplateList() {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 250);
  const [state, setState] = useState<TemplateState>("live");
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<TemplateSummary | null>(null);
  const list = useQuery(templateListQuery({ search, state, page }));
  const restore = useMutation(
    trpc.admin.training.templates.restore.mutationOptions({
      onSuccess: (answer) => {
        toast("Plan restored", `${answer.title} is back in your list.`, "success");
        void queryClient.invalidateQueries({ queryKey: trainingKey() });
      },
      onError: (error) => toast("Error", errorMessage(error, "Something went wrong"), "error"),
    }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={state}
          onChange={(value) => {
            setState(value as TemplateState);
            setPage(1);
          }}
          aria-label="Plans shown"
          data={[
            { value: "live", label: "In use" },
            { value: "archived", label: "Archived" },
          ]}
        />
        <Button
          renderRoot={(props) => (
            <Link to="/admin/training/templates/$templateId" params={{ templateId: "new" }} {...props} />
          )}
        >
          New plan
        </Button>
      </Group>
      <TextInput
        label="Search"
        type="search"
        placeholder="Title, in English or Spanish"
        value={text}
        maw={480}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState
        query={list}
        label="Loading the plans"
        error={(error) => <Text c="red.8">{errorMessage(error, "Could not load the plans")}</Text>}
      >
        {(found) => (
          <Stack gap="sm" aria-busy={list.isFetching}>
            {found.items.length ? (
              found.items.map((template) => (
                <TemplateCard
                  key={template.id}
                  template={template}
                  busy={restore.isPending}
                  onAssign={() => setAssigning(template)}
                  onRestore={() => restore.mutate({ id: template.id })}
                />
              ))
            ) : (
              <Text c="dimmed">
                {search
                  ? `No plan's title holds “${search}”.`
                  : state === "archived"
                    ? "Nothing archived."
                    : "No plans yet. Build the first one with New plan: workouts by day, from your exercise library."}
              </Text>
            )}
            <ListPager noun="plans" {...found} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
      <AssignDialog
        opened={assigning !== null}
        onClose={() => setAssigning(null)}
        template={assigning ? { id: assigning.id, title: assigning.title } : undefined}
      />
    </Stack>
  );
}

interface CardProps {
  template: TemplateSummary;
  busy: boolean;
  onAssign: () => void;
  onRestore: () => void;
}

function TemplateCard({ template, busy, onAssign, onRestore }: CardProps) {
  const spanish = template.translations.es?.title;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={template.title}>
      <Stack gap={6}>
        <Text fw={700} size="lg" lh={1.3} className={classes.wrap}>
          {template.title}
        </Text>
        {spanish && (
          <Text size="sm" c="dimmed" lang="es" className={classes.wrap}>
            {spanish}
          </Text>
        )}
        <Text size="sm">{sizeOf(template)}</Text>
        <Group gap={6}>
          {template.packageName && (
            <Badge variant="light" color="plum" className={classes.wrap} style={{ height: "auto" }}>
              Online program: {template.packageName}
            </Badge>
          )}
          {template.archivedAt && (
            <Badge variant="light" color="gray">
              Archived
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            aria-label={`Edit ${template.title}`}
            renderRoot={(props) => (
              <Link
                to="/admin/training/templates/$templateId"
                params={{ templateId: String(template.id) }}
                {...props}
              />
            )}
          >
            Edit
          </Button>
          {template.archivedAt ? (
            <Button
              size="xs"
              variant="default"
              loading={busy}
              onClick={onRestore}
              aria-label={`Restore ${template.title}`}
            >
              Restore
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={onAssign} aria-label={`Assign ${template.title}`}>
              Assign to a client
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
