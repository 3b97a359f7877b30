import { Button, Group, Paper, TextInput } from "@mantine/core";
import { addDays, studioDate } from "@studio/validators/studio-time";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { clientQueryKeys } from "./client-queries";

/**
 * A later last day for a paid pack (admin.bookings.extendExpiry): the sessions that lapsed with it are back for her
 * to book, and she is reminded again before the new day. Starts a month after today's last day, or after today.
 */
export function ExtendExpiryForm({
  bookingId,
  expiresOn,
  onDone,
}: {
  bookingId: number;
  expiresOn: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const today = studioDate(new Date());
  const [until, setUntil] = useState(addDays(expiresOn > today ? expiresOn : today, 30));
  const extend = useMutation(
    trpc.admin.bookings.extendExpiry.mutationOptions({
      onSuccess: (done) => {
        const back = done.restored
          ? ` ${done.restored} expired session${done.restored === 1 ? " is" : "s are"} back to book.`
          : "";
        toast("More time given", `Her sessions can be booked until ${formatDate(done.expiresOn)}.${back}`, "success");
        for (const queryKey of [...clientQueryKeys(), trpc.admin.audit.pathKey()])
          void queryClient.invalidateQueries({ queryKey });
        onDone();
      },
      onError: (error) => toast("Could not give more time", errorMessage(error, "Please try another day."), "error"),
    }),
  );
  return (
    <Paper bg="plum.0" radius="md" p="sm" my={6}>
      <form
        aria-label={`More time for booking #${bookingId}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!extend.isPending) extend.mutate({ id: bookingId, until });
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            size="sm"
            type="date"
            label="New last day to book"
            min={addDays(today, 1)}
            value={until}
            onChange={(event) => setUntil(event.currentTarget.value)}
          />
          <Button type="submit" size="sm" loading={extend.isPending} disabled={!until}>
            Save
          </Button>
          <Button size="sm" variant="subtle" onClick={onDone}>
            Close
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
