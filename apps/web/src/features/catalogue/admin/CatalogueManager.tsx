import { ActionIcon, Badge, Button, Group, Modal, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatMoney } from "@studio/i18n";
import type { AdminPackage } from "@studio/validators";
import { packageCategory } from "@studio/validators/kinds";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { useT } from "../../../i18n/use-t";
import { formatDuration } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { adminPalette } from "../../admin-shell/AdminFrame";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { sessionsLine } from "../../admin-shell/sessions-line";
import { AuditHistory } from "../../bookings/admin/AuditHistory";
import { ProgramEditor } from "../../programs/admin/ProgramEditor";
import { WorkoutEditor } from "../../programs/admin/WorkoutEditor";
import { categories } from "../catalog";
import { PackageForm } from "./PackageForm";
import { packageTypeLabels } from "./package-types";

const bookings = (count: number) => `${count} booking${count === 1 ? "" : "s"}`;

type Shown = "sale" | "retired" | "all";
type Pending = { kind: "retire" | "delete"; pkg: AdminPackage } | null;
/** The content editor open: an online package's program, or a Workout of the Day (null: a new one). */
type Content = { kind: "program"; pkg: AdminPackage } | { kind: "workout"; pkg: AdminPackage | null } | null;

/** Her catalogue: every package by category, in her order, with what she can do to each. */
export function CatalogueManager() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.packages.list.queryOptions(undefined, { staleTime: 0 }));
  const [shown, setShown] = useState<Shown>("sale");
  const [editing, setEditing] = useState<AdminPackage | "new" | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [content, setContent] = useState<Content>(null);
  const phone = useMediaQuery("(max-width: 36em)") ?? false;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.packages.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.packages.list.queryKey() });
  };
  const failed = (error: unknown) => toast("Error", errorMessage(error, "Something went wrong"), "error");
  const setActive = useMutation(
    trpc.admin.packages.setActive.mutationOptions({
      onSuccess: (pkg) => {
        toast(
          pkg.active ? "Back on sale" : "Package retired",
          pkg.active
            ? `${pkg.name} is on the site again.`
            : `${pkg.name} is off the site. Its clients keep everything.`,
          "success",
        );
        setPending(null);
        refresh();
      },
      onError: failed,
    }),
  );
  const remove = useMutation(
    trpc.admin.packages.remove.mutationOptions({
      onSuccess: () => {
        toast("Package deleted", `${pending?.pkg.name ?? "The package"} is deleted.`, "success");
        setPending(null);
        refresh();
      },
      onError: failed,
    }),
  );
  const reorder = useMutation(
    trpc.admin.packages.reorder.mutationOptions({
      onSuccess: (packages) => queryClient.setQueryData(trpc.admin.packages.list.queryKey(), packages),
      onError: failed,
    }),
  );

  /** Swaps a package with its neighbour in its category, keeping every other package where it is. */
  const move = (all: AdminPackage[], pkg: AdminPackage, step: -1 | 1) => {
    const siblings = all.filter((each) => packageCategory(each.type) === packageCategory(pkg.type));
    const neighbour = siblings[siblings.indexOf(pkg) + step];
    if (!neighbour) return;
    const ids = all.map((each) => (each === pkg ? neighbour.id : each === neighbour ? pkg.id : each.id));
    reorder.mutate({ ids });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={shown}
          onChange={(value) => setShown(value as Shown)}
          aria-label="Packages shown"
          data={[
            { value: "sale", label: "On sale" },
            { value: "retired", label: "Retired" },
            { value: "all", label: "All" },
          ]}
        />
        <Group gap="xs">
          <Button variant="light" onClick={() => setContent({ kind: "workout", pkg: null })}>
            New Workout of the Day
          </Button>
          <Button onClick={() => setEditing("new")}>New Package</Button>
        </Group>
      </Group>
      <QueryState query={list} label="Loading the catalogue">
        {(all) => {
          const visible = all.filter((pkg) => shown === "all" || pkg.active === (shown === "sale"));
          if (!visible.length) return <Text c="dimmed">No packages here.</Text>;
          return categories.map((category) => {
            const own = visible.filter((pkg) => packageCategory(pkg.type) === category.key);
            if (!own.length) return null;
            return (
              <section key={category.key} aria-labelledby={`catalogue-${category.key}`}>
                <Title order={2} fz="lg" mb="xs" id={`catalogue-${category.key}`}>
                  {t(category.title)}
                </Title>
                <Stack gap="xs">
                  {own.map((pkg, index) => (
                    <PackageRow
                      key={pkg.id}
                      pkg={pkg}
                      first={index === 0}
                      last={index === own.length - 1}
                      busy={reorder.isPending}
                      onMove={(step) => move(all, pkg, step)}
                      onEdit={() => setEditing(pkg)}
                      onContent={contentOf(pkg) && (() => setContent({ kind: contentOf(pkg) ?? "workout", pkg }))}
                      onRetire={() =>
                        pkg.active
                          ? setPending({ kind: "retire", pkg })
                          : setActive.mutate({ id: pkg.id, active: true })
                      }
                      onDelete={() => setPending({ kind: "delete", pkg })}
                    />
                  ))}
                </Stack>
              </section>
            );
          });
        }}
      </QueryState>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New Package" : `Edit ${editing?.name ?? ""}`}
        size="lg"
        fullScreen={phone}
        className={adminPalette}
      >
        {editing !== null && <PackageForm pkg={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={content !== null}
        onClose={() => setContent(null)}
        title={
          content?.kind === "program"
            ? `Program: ${content.pkg.name}`
            : content?.pkg
              ? `Workout: ${content.pkg.name}`
              : "New Workout of the Day"
        }
        size="xl"
        fullScreen={phone}
        className={adminPalette}
      >
        {content?.kind === "program" && <ProgramEditor packageId={content.pkg.id} onDone={() => setContent(null)} />}
        {content?.kind === "workout" && (
          <WorkoutEditor packageId={content.pkg?.id ?? null} onDone={() => setContent(null)} />
        )}
      </Modal>
      <ConfirmDialog
        opened={pending?.kind === "retire"}
        title={`Retire ${pending?.pkg.name ?? ""}?`}
        confirmLabel="Retire Package"
        busy={setActive.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && setActive.mutate({ id: pending.pkg.id, active: false })}
      >
        It leaves the site and can no longer be booked.{" "}
        {pending?.pkg.bookingCount
          ? `Its ${bookings(pending.pkg.bookingCount)} keep their sessions and program access. `
          : ""}
        You can put it back on sale at any time.
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.kind === "delete"}
        title={`Delete ${pending?.pkg.name ?? ""}?`}
        confirmLabel="Delete Package"
        danger
        busy={remove.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && remove.mutate({ id: pending.pkg.id })}
      >
        No one has booked it, so it is deleted for good, with its program or workout. This cannot be undone.
      </ConfirmDialog>
      <AuditHistory of={{ action: "package.price" }} title="Price changes" />
    </Stack>
  );
}

/** Which content a package sells: an online program's text, or a Workout of the Day. */
const contentOf = (pkg: AdminPackage) =>
  pkg.type === "online" ? "program" : pkg.type === "workout_of_day" ? "workout" : null;

interface RowProps {
  pkg: AdminPackage;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  /** Opens its program or workout, when it sells one. */
  onContent: (() => void) | null;
  onRetire: () => void;
  onDelete: () => void;
}

function PackageRow({ pkg, first, last, busy, onMove, onEdit, onContent, onRetire, onDelete }: RowProps) {
  const { i18n } = useT();
  const monthly = pkg.billing === "monthly";
  const sessions = sessionsLine(pkg);
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={pkg.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{pkg.name}</Text>
            {monthly && (
              <Badge color="plum" variant="light">
                Membership
              </Badge>
            )}
            {!pkg.active && (
              <Badge color="gray" variant="light">
                Retired
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatMoney(pkg.price)}
            {monthly ? "/month" : ""} · {sessions} · {formatDuration(i18n, pkg.durationMinutes)} ·{" "}
            {packageTypeLabels[pkg.type]} · {bookings(pkg.bookingCount)}
            {pkg.validMonths ? ` · use within ${pkg.validMonths} month${pkg.validMonths === 1 ? "" : "s"}` : ""}
          </Text>
        </div>
        <Group gap={6} wrap="wrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Move ${pkg.name} up`}
            disabled={first || busy}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Move ${pkg.name} down`}
            disabled={last || busy}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          <Button size="xs" variant="light" onClick={onEdit}>
            Edit
          </Button>
          {onContent && (
            <Button size="xs" variant="light" onClick={onContent}>
              {contentOf(pkg) === "program" ? "Program" : "Workout"}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onRetire}>
            {pkg.active ? "Retire" : "Put on sale"}
          </Button>
          {pkg.bookingCount === 0 && (
            <Button size="xs" variant="subtle" color="red.8" onClick={onDelete}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
