import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { PlanEditor } from "./PlanEditor";
import { clientPlanQuery, clientTrainingQuery, type PlanDocument } from "./queries";
import classes from "./TrainingAdmin.module.css";

const route = getRouteApi("/admin/training/plans/$planId");

/** One client's copy of a plan at /admin/training/plans/<id>, in the same editor as her templates. */
export function ClientPlanScreen() {
  const { planId } = route.useParams();
  const { email } = route.useSearch();
  const id = /^\d+$/.test(planId) ? Number(planId) : 0;
  const plan = useQuery({ ...clientPlanQuery(id), enabled: id > 0 });
  return (
    <Stack gap="md">
      <Anchor
        renderRoot={(props) =>
          email ? <Link to="/admin/clients" search={{ email }} {...props} /> : <Link to="/admin/training" {...props} />
        }
        size="sm"
        w="fit-content"
      >
        {email ? "← Her page" : "← Training"}
      </Anchor>
      {id === 0 ? (
        <Alert color="red">There is no such plan.</Alert>
      ) : (
        <QueryState
          query={plan}
          label="Loading her plan"
          error={(error) => <Alert color="red">{errorMessage(error, "Her plan could not be loaded.")}</Alert>}
        >
          {(loaded) => (
            <PlanEditor
              key={loaded.id}
              kind="copy"
              plan={loaded}
              intro={<CopyIntro plan={loaded} />}
              header={<CopyActions plan={loaded} />}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}

/** Whose copy it is, and that it is hers alone. */
function CopyIntro({ plan }: { plan: PlanDocument }) {
  const client = useQuery({ ...clientTrainingQuery(plan.userId ?? 0), enabled: plan.userId !== null });
  const who = client.data ? (client.data.name ?? client.data.email) : null;
  return (
    <Stack gap={4}>
      <Text fw={700} size="lg" lh={1.3} className={classes.wrap}>
        {who ? `${who}'s copy` : "Her copy"}
      </Text>
      {(plan.bookingId !== null || plan.archivedAt !== null) && (
        <Group gap={6}>
          {plan.bookingId !== null && (
            <Badge variant="light" color="gray">
              Came with her online program
            </Badge>
          )}
          {plan.archivedAt !== null && (
            <Badge variant="light" color="gray">
              Taken away
            </Badge>
          )}
        </Group>
      )}
      <Text size="sm" c="dimmed">
        Changes here are hers alone: the template and other clients' plans stay as they are.
        {plan.templateId !== null && (
          <>
            {" "}
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/admin/training/templates/$templateId"
                  params={{ templateId: String(plan.templateId) }}
                  {...props}
                />
              )}
              size="sm"
            >
              Open the template
            </Anchor>
          </>
        )}
      </Text>
    </Stack>
  );
}

/** Taking her copy away (out of her days), or giving it back. */
function CopyActions({ plan }: { plan: PlanDocument }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const changed = (answer: PlanDocument) => {
    queryClient.setQueryData(trpc.admin.training.plans.get.queryKey({ id: answer.id }), answer);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.training.client.queryKey() });
  };
  const failed = (error: unknown) => toast("Error", errorMessage(error, "Something went wrong"), "error");
  const remove = useMutation(
    trpc.admin.training.plans.archive.mutationOptions({
      onSuccess: (answer) => {
        changed(answer);
        setRemoving(false);
        toast("Plan taken away", `${answer.title} is no longer in her days. What she logged stays hers.`, "success");
      },
      onError: failed,
    }),
  );
  const giveBack = useMutation(
    trpc.admin.training.plans.restore.mutationOptions({
      onSuccess: (answer) => {
        changed(answer);
        toast("Plan given back", `${answer.title} is in her days again.`, "success");
      },
      onError: failed,
    }),
  );
  return (
    <Group gap="xs">
      {plan.archivedAt !== null ? (
        <Button variant="default" loading={giveBack.isPending} onClick={() => giveBack.mutate({ id: plan.id })}>
          Give it back
        </Button>
      ) : (
        <Button variant="subtle" color="red.8" onClick={() => setRemoving(true)}>
          Take it away
        </Button>
      )}
      <ConfirmDialog
        opened={removing}
        title={`Take ${plan.title} away?`}
        confirmLabel="Take It Away"
        busy={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => remove.mutate({ id: plan.id })}
      >
        Its workouts leave her days and your counts of her week. What she logged stays hers, and you can give the plan
        back here.
      </ConfirmDialog>
    </Group>
  );
}
