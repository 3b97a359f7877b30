import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { adminPalette } from "../../admin-shell/AdminFrame";
import { Chosen, ClientChooser, type PlanClient, TemplateChooser } from "./Choosers";
import { nextMonday } from "./plan-days";
import { type PlanDocument, trainingKey } from "./queries";

const longDayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
/** "Monday, November 30, 2026". */
const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));

interface Props {
  opened: boolean;
  onClose: () => void;
  /** From a template: she picks the client. */
  template?: { id: number; title: string };
  /** From a client's page: she picks the template. */
  client?: PlanClient;
}

interface Values {
  template: { id: number; title: string } | null;
  client: PlanClient | null;
  startsOn: string;
}

/**
 * A template given to a client from a day (next Monday unless she picks another), as her own copy to adjust. One
 * copy per attempt: Assign tapped twice, or sent again after a lost answer, makes one plan.
 */
export function AssignDialog({ opened, onClose, template, client }: Props) {
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? `Assign ${template.title}` : `A plan for ${client?.name ?? client?.email ?? "her"}`}
      size="lg"
      fullScreen={phone}
      className={adminPalette}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened && <AssignForm template={template} client={client} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({ template, client, onClose }: Omit<Props, "opened">) {
  const queryClient = useQueryClient();
  const [assigned, setAssigned] = useState<{ plan: PlanDocument; client: PlanClient } | null>(null);
  const form = useForm<Values>({
    initialValues: { template: template ?? null, client: client ?? null, startsOn: nextMonday() },
    validate: {
      template: (value) => (value ? null : "Choose the plan she gets"),
      client: (value) => (value ? null : "Choose the client"),
      startsOn: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : "Choose her first day"),
    },
  });
  const assign = useMutation(trpc.admin.training.assign.mutationOptions());
  const submit = useOneAttempt(form, async (values, requestKey) => {
    if (!values.template || !values.client) return false;
    try {
      const plan = await assign.mutateAsync({
        templateId: values.template.id,
        userId: values.client.userId,
        startsOn: values.startsOn,
        requestKey,
      });
      void queryClient.invalidateQueries({ queryKey: trainingKey() });
      const who = values.client.name ?? values.client.email;
      toast(
        "Plan assigned",
        `${who} starts ${plan.title} on ${formatDate(plan.startsOn ?? values.startsOn)}.`,
        "success",
      );
      setAssigned({ plan, client: values.client });
      return true;
    } catch (error) {
      const issue = (error as { data?: { issues?: { path: string; message: string }[] } })?.data?.issues?.[0];
      if (issue?.path === "startsOn") form.setFieldError("startsOn", issue.message);
      toast("Not assigned", errorMessage(error, "Could not assign the plan"), "error");
      return false;
    }
  });

  if (assigned) {
    const who = assigned.client.name ?? assigned.client.email;
    return (
      <Stack gap="md">
        <Text>
          {who} has her own copy of <b>{assigned.plan.title}</b> from {formatDate(assigned.plan.startsOn ?? "")}.
          Changes to her copy are hers alone.
        </Text>
        <Group gap="sm">
          <Button
            renderRoot={(props) => (
              <Link
                to="/admin/training/plans/$planId"
                params={{ planId: String(assigned.plan.id) }}
                search={{ email: assigned.client.email }}
                {...props}
              />
            )}
            variant="light"
          >
            Adjust her copy
          </Button>
          <Anchor
            renderRoot={(props) => <Link to="/admin/clients" search={{ email: assigned.client.email }} {...props} />}
            size="sm"
          >
            Open her page
          </Anchor>
          <Button variant="default" ml="auto" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      // Drawn in a portal, yet inside the plan editor's form in React's tree: its submit must stop here.
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-label="Assign a plan"
    >
      <Stack gap="md">
        {!template && (
          <Chosen
            label="Plan"
            chosen={form.values.template ? { title: form.values.template.title } : null}
            error={form.errors.template}
            onChange={() => form.setFieldValue("template", null)}
          >
            <TemplateChooser onChoose={(chosen) => form.setFieldValue("template", chosen)} />
          </Chosen>
        )}
        {!client && (
          <Chosen
            label="Client"
            chosen={
              form.values.client
                ? form.values.client.name
                  ? { title: form.values.client.name, detail: form.values.client.email }
                  : { title: form.values.client.email }
                : null
            }
            error={form.errors.client}
            onChange={() => form.setFieldValue("client", null)}
          >
            <ClientChooser onChoose={(chosen) => form.setFieldValue("client", chosen)} />
          </Chosen>
        )}
        <TextInput
          label="Her first day"
          description={
            /^\d{4}-\d{2}-\d{2}$/.test(form.values.startsOn)
              ? `Week 1, day 1 of the plan: ${longDay(form.values.startsOn)}`
              : "Week 1, day 1 of the plan"
          }
          inputWrapperOrder={["label", "input", "description", "error"]}
          type="date"
          withAsterisk
          styles={{ input: { maxWidth: 200 } }}
          {...form.getInputProps("startsOn")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={assign.isPending}>
            Assign plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
