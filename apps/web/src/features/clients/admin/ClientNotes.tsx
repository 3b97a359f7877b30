import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CLIENT_NOTE_MAX, clientNoteInput } from "@studio/validators";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { QueryState } from "../../../components/QueryState";
import { formatStudioDateTime } from "../../../lib/format";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";

/** The trainer's private notes on her, newest first: never shown to the client. */
export function ClientNotes({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const checkNote = useRules(clientNoteInput);
  const notes = useInfiniteQuery(
    trpc.admin.clients.notes.infiniteQueryOptions(
      { email },
      { getNextPageParam: (last) => (last.hasMore ? (last.notes.at(-1)?.id ?? null) : null), staleTime: 0 },
    ),
  );
  const form = useForm({
    initialValues: { body: "" },
    validate: (values) => checkNote({ email, body: values.body }),
  });
  const add = useMutation(
    trpc.admin.clients.addNote.mutationOptions({
      onSuccess: () => {
        toast("Note saved", "Only you can see it.", "success");
        form.reset();
        void queryClient.invalidateQueries({ queryKey: trpc.admin.clients.notes.infiniteQueryKey({ email }) });
      },
      onError: (error) => toast("Could not save the note", errorMessage(error, "Please try again."), "error"),
    }),
  );
  // One note per attempt, however often Save is tapped.
  const onSubmit = useOneAttempt(form, (values, requestKey) =>
    add.mutateAsync({ email, body: values.body, requestKey }).then(
      () => true,
      () => false,
    ),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="client-notes">
      <Title order={3} id="client-notes" fz="lg">
        Private notes
      </Title>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={onSubmit} noValidate aria-label="Add a note">
          <Stack gap="xs">
            <GrowingTextarea
              label="New note"
              description="Only you see your notes; she never does."
              inputWrapperOrder={["label", "input", "description", "error"]}
              placeholder="Injuries, goals, what she prefers…"
              minRows={3}
              maxLength={CLIENT_NOTE_MAX}
              {...form.getInputProps("body")}
            />
            <Button type="submit" loading={add.isPending} w="fit-content">
              Save note
            </Button>
          </Stack>
        </form>
      </Paper>
      <QueryState
        query={notes}
        label="Loading notes"
        error={(error) => <Text c="red.8">{errorMessage(error, "The notes could not be loaded.")}</Text>}
      >
        {({ pages }) => {
          const all = pages.flatMap((page) => page.notes);
          if (!all.length)
            return (
              <Text c="dimmed" size="sm">
                No notes yet.
              </Text>
            );
          return (
            <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-label="Notes, newest first">
              {all.map((note) => (
                <Paper component="li" key={note.id} withBorder radius="md" p="sm">
                  <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {note.body}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {note.writtenBy} · {formatStudioDateTime(new Date(note.createdAt))}
                  </Text>
                </Paper>
              ))}
              {notes.hasNextPage && (
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  loading={notes.isFetchingNextPage}
                  onClick={() => void notes.fetchNextPage()}
                >
                  Show older notes
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
