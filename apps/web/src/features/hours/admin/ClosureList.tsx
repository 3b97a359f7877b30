import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { ClosureOutput } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { closureDates, closureDaysSpoken } from "./closure-dates";

type Closure = Pick<ClosureOutput, "id" | "startsOn" | "endsOn" | "reason">;

/** Upcoming closures first in date order, and the ones that ended lately, marked past. */
export function ClosureList({ closures }: { closures: Closure[] }) {
  const [deleting, setDeleting] = useState<Closure | null>(null);
  const today = studioDate(new Date());
  if (!closures.length) return <Text c="dimmed">No days off planned. Add one above.</Text>;
  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Closures">
        {closures.map((closure) => {
          const past = closure.endsOn < today;
          return (
            <Group
              key={closure.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py={8}
              style={{ borderBottom: "1px solid var(--mantine-color-gray-3)", opacity: past ? 0.75 : 1 }}
            >
              <div style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {closureDates(closure)}
                  </Text>
                  {past && (
                    <Badge size="xs" variant="light" color="gray.8">
                      Past
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {closure.reason}
                </Text>
              </div>
              <Button
                size="xs"
                variant="subtle"
                color="red.8"
                onClick={() => setDeleting(closure)}
                aria-label={`Delete the closure on ${closureDates(closure)}: ${closure.reason}`}
              >
                Delete
              </Button>
            </Group>
          );
        })}
      </Stack>
      {deleting && <DeleteClosure closure={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteClosure({ closure, onClose }: { closure: Closure; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.admin.hours.removeClosure.mutationOptions({
      onSuccess: () => {
        toast("Closure deleted", `${closureDates(closure)} can be booked again.`, "success");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.hours.closures.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.hours.closedDaySessions.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.calendar.queryKey() });
        onClose();
      },
      onError: (error) => toast("Could not delete the closure", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <ConfirmDialog
      opened
      title="Delete this closure?"
      confirmLabel="Delete closure"
      cancelLabel="Keep it"
      danger
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ id: closure.id })}
    >
      Clients will be able to book {closureDaysSpoken(closure)} again, at your usual hours, and “{closure.reason}” will
      no longer show.
    </ConfirmDialog>
  );
}
