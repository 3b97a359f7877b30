import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { packageCategory } from "@studio/validators/kinds";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { AssignDialog } from "./AssignDialog";
import { PlanEditor } from "./PlanEditor";
import { type PlanDocument, templateQuery } from "./queries";

const route = getRouteApi("/admin/training/templates/$templateId");

/** A template's editor at /admin/training/templates/<id>, or a new one's at …/new. */
export function TemplateEditorScreen() {
  const { templateId } = route.useParams();
  const id = /^\d+$/.test(templateId) ? Number(templateId) : null;
  return (
    <Stack gap="md">
      <Anchor renderRoot={(props) => <Link to="/admin/training" {...props} />} size="sm" w="fit-content">
        ← All plans
      </Anchor>
      {id === null ? <PlanEditor key="new" kind="template" plan={null} /> : <SavedTemplate id={id} />}
    </Stack>
  );
}

function SavedTemplate({ id }: { id: number }) {
  const template = useQuery(templateQuery(id));
  return (
    <QueryState
      query={template}
      label="Loading the plan"
      error={(error) => <Alert color="red">{errorMessage(error, "The plan could not be loaded.")}</Alert>}
    >
      {(plan) => <PlanEditor key={plan.id} kind="template" plan={plan} header={<TemplateActions plan={plan} />} />}
    </QueryState>
  );
}

/** What she does with a saved template besides editing it: give it to a client, sell it with a program, archive it. */
function TemplateActions({ plan }: { plan: PlanDocument }) {
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const changed = (answer: PlanDocument) => {
    queryClient.setQueryData(trpc.admin.training.templates.get.queryKey({ id: answer.id }), answer);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.training.templates.list.queryKey() });
  };
  const failed = (error: unknown) => toast("Error", errorMessage(error, "Something went wrong"), "error");
  const archive = useMutation(
    trpc.admin.training.templates.archive.mutationOptions({
      onSuccess: (answer) => {
        changed(answer);
        setArchiving(false);
        toast(
          "Plan archived",
          `${answer.title} is out of your list. Clients who have it keep their copies.`,
          "success",
        );
      },
      onError: failed,
    }),
  );
  const restore = useMutation(
    trpc.admin.training.templates.restore.mutationOptions({
      onSuccess: (answer) => {
        changed(answer);
        toast("Plan restored", `${answer.title} is back in your list.`, "success");
      },
      onError: failed,
    }),
  );
  const archived = plan.archivedAt !== null;
  return (
    <Stack gap="sm">
      {archived && (
        <Alert color="gray" variant="light" p="sm">
          Archived {formatDate(plan.archivedAt ?? "")}: it cannot be assigned
          {plan.packageName ? ", and buyers of its program no longer get it" : ""} until you restore it.
        </Alert>
      )}
      <ProgramLink plan={plan} onLinked={changed} />
      <Group gap="xs">
        <Button variant="light" onClick={() => setAssigning(true)} disabled={archived}>
          Assign to a client
        </Button>
        {archived ? (
          <Button variant="default" loading={restore.isPending} onClick={() => restore.mutate({ id: plan.id })}>
            Restore
          </Button>
        ) : (
          <Button variant="subtle" color="red.8" onClick={() => setArchiving(true)}>
            Archive
          </Button>
        )}
      </Group>
      <AssignDialog
        opened={assigning}
        onClose={() => setAssigning(false)}
        template={{ id: plan.id, title: plan.title }}
      />
      <ConfirmDialog
        opened={archiving}
        title={`Archive ${plan.title}?`}
        confirmLabel="Archive Plan"
        busy={archive.isPending}
        onClose={() => setArchiving(false)}
        onConfirm={() => archive.mutate({ id: plan.id })}
      >
        It leaves your list of plans
        {plan.packageName ? ` and no longer goes to buyers of ${plan.packageName}` : ""}. Clients who have it keep their
        own copies. Nothing is deleted: you can restore it from Archived.
      </ConfirmDialog>
    </Stack>
  );
}

const NONE = "";

/** The online program whose buyers get this plan automatically, picked from her online packages. */
function ProgramLink({ plan, onLinked }: { plan: PlanDocument; onLinked: (answer: PlanDocument) => void }) {
  const packages = useQuery(trpc.admin.packages.list.queryOptions());
  const [chosen, setChosen] = useState(plan.packageId === null ? NONE : String(plan.packageId));
  const link = useMutation(
    trpc.admin.training.templates.link.mutationOptions({
      onSuccess: (answer) => {
        onLinked(answer);
        toast(
          answer.packageName ? "Program linked" : "Program unlinked",
          answer.packageName
            ? `Whoever buys ${answer.packageName} from now on gets ${answer.title} as her plan.`
            : `${answer.title} no longer goes to a program's buyers.`,
          "success",
        );
      },
      onError: (error) => toast("Not linked", errorMessage(error, "Could not link the program"), "error"),
    }),
  );
  const online = (packages.data ?? []).filter(
    (pkg) => packageCategory(pkg.type) === "online" && (pkg.active || pkg.id === plan.packageId),
  );
  const current = plan.packageId === null ? NONE : String(plan.packageId);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Online program"
          description="Buyers of this program get the plan automatically, from the day they pay"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          disabled={packages.isPending}
          data={[
            { value: NONE, label: "None: assigned by hand only" },
            ...online.map((pkg) => ({ value: String(pkg.id), label: pkg.active ? pkg.name : `${pkg.name} (retired)` })),
          ]}
          style={{ flex: "1 1 240px" }}
        />
        <Button
          variant="default"
          disabled={chosen === current || plan.archivedAt !== null}
          loading={link.isPending}
          onClick={() => link.mutate({ id: plan.id, packageId: chosen === NONE ? null : Number(chosen) })}
        >
          {chosen === NONE && current !== NONE ? "Unlink" : "Link"}
        </Button>
      </Group>
      {plan.packageName && plan.linkedAt && (
        <Text size="xs" c="dimmed">
          <Badge size="xs" variant="light" mr={6}>
            Linked
          </Badge>
          {plan.packageName}, since {formatDate(plan.linkedAt)}
        </Text>
      )}
    </Stack>
  );
}
