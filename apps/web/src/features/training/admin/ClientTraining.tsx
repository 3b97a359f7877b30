import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { AssignDialog } from "./AssignDialog";
import { LoggedDayCard } from "./LoggedDayCard";
import { clientTrainingQuery, type ClientTraining as Training, trainingKey } from "./queries";
import classes from "./TrainingAdmin.module.css";

type Plan = Training["plans"][number];

interface Props {
  /** Her account; null until she first signs in with her e-mail code. */
  userId: number | null;
  email: string;
  name: string | null;
}

/**
 * Her training on her page in the back office: her plans (each opened in the plan editor, or taken away), this week
 * planned against done, her last logged day, her records, and the days she logged with a comment box on each.
 */
export function ClientTraining({ userId, email, name }: Props) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="training-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="training-title">
          Training
        </Title>
        {userId === null ? (
          <Text size="sm" c="dimmed">
            No account yet: a plan can be given once she signs in with her e-mail code.
          </Text>
        ) : (
          <TrainingOf client={{ userId, email, name }} />
        )}
      </Stack>
    </Paper>
  );
}

function TrainingOf({ client }: { client: { userId: number; email: string; name: string | null } }) {
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState(false);
  const training = useQuery(clientTrainingQuery(client.userId, page));
  return (
    <>
      <QueryState
        query={training}
        label="Loading her training"
        error={(error) => <Text c="red.8">{errorMessage(error, "Her training could not be loaded.")}</Text>}
      >
        {(data) => (
          <Stack gap="md" aria-busy={training.isFetching}>
            <SimpleGrid cols={2} spacing="sm">
              <Figure
                label="This week"
                value={data.week.planned ? `${data.week.done} of ${data.week.planned} done` : "Nothing planned"}
              />
              <Figure label="Last logged" value={data.lastLoggedDay ? formatDate(data.lastLoggedDay) : "Nothing yet"} />
            </SimpleGrid>
            <Plans plans={data.plans} email={client.email} onAssign={() => setAssigning(true)} />
            {data.records.length > 0 && (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  Records
                </Text>
                <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Her records">
                  {data.records.map((record) => (
                    <Text component="li" size="sm" key={record.exerciseId} className={classes.wrap}>
                      {record.name}: <b>{record.bestWeightLb} lb</b>{" "}
                      <Text span size="xs" c="dimmed">
                        {formatDate(record.day)}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </Stack>
            )}
            <Stack gap="xs">
              <Text fw={600} size="sm">
                Logged days
              </Text>
              {data.days.items.length ? (
                data.days.items.map((day) => <LoggedDayCard key={day.day} userId={client.userId} day={day} />)
              ) : (
                <Text size="sm" c="dimmed">
                  Nothing logged yet.
                </Text>
              )}
              {data.days.pageCount > 1 && <ListPager noun="logged days" {...data.days} onPage={setPage} />}
            </Stack>
          </Stack>
        )}
      </QueryState>
      <AssignDialog opened={assigning} onClose={() => setAssigning(false)} client={client} />
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: "0.04em" }}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** Her live plans: open her copy in the plan editor, or take it away after confirming. */
function Plans({ plans, email, onAssign }: { plans: Plan[]; email: string; onAssign: () => void }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Plan | null>(null);
  const remove = useMutation(
    trpc.admin.training.plans.archive.mutationOptions({
      onSuccess: (answer) => {
        setRemoving(null);
        void queryClient.invalidateQueries({ queryKey: trainingKey() });
        toast("Plan taken away", `${answer.title} is no longer in her days. What she logged stays hers.`, "success");
      },
      onError: (error) => toast("Error", errorMessage(error, "Something went wrong"), "error"),
    }),
  );
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {plans.length === 1 ? "Her plan" : "Her plans"}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onAssign}>
          Assign a plan
        </Button>
      </Group>
      {plans.length === 0 && (
        <Text size="sm" c="dimmed">
          No plan in progress.
        </Text>
      )}
      {plans.map((plan) => (
        <Paper key={plan.id} withBorder radius="sm" p="xs" component="article" aria-label={plan.title}>
          <Stack gap={4}>
            <Text fw={600} size="sm" className={classes.wrap}>
              {plan.title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(plan.startsOn)}
              {plan.endsOn && plan.endsOn !== plan.startsOn ? ` – ${formatDate(plan.endsOn)}` : ""} · {plan.workouts}{" "}
              {plan.workouts === 1 ? "workout" : "workouts"}
              {plan.bookingId !== null ? " · with her online program" : ""}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-xs"
                variant="light"
                aria-label={`Open her copy of ${plan.title}`}
                renderRoot={(props) => (
                  <Link
                    to="/admin/training/plans/$planId"
                    params={{ planId: String(plan.id) }}
                    search={{ email }}
                    {...props}
                  />
                )}
              >
                Open her copy
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red.8"
                aria-label={`Take ${plan.title} away`}
                onClick={() => setRemoving(plan)}
              >
                Take away
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Anchor renderRoot={(props) => <Link to="/admin/training" {...props} />} size="xs" w="fit-content">
        All plans →
      </Anchor>
      <ConfirmDialog
        opened={removing !== null}
        title={`Take ${removing?.title ?? "the plan"} away?`}
        confirmLabel="Take It Away"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      >
        Its workouts leave her days and your counts of her week. What she logged stays hers.
      </ConfirmDialog>
    </Stack>
  );
}
