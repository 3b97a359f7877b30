import { Button, Card, Group, Image, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { AdminTestimonial } from "./PhotoConsent";
import { PhotoConsent } from "./PhotoConsent";
import { TestimonialForm } from "./TestimonialForm";

export function TestimonialManager() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.testimonials.adminList.queryOptions(undefined, { staleTime: FRESH_FROM_LOADER_MS }));
  const [editing, setEditing] = useState<AdminTestimonial | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const remove = useMutation(
    trpc.testimonials.remove.mutationOptions({
      onSuccess: () => {
        toast("Success", "Testimonial deleted successfully!", "success");
        setDeleting(null);
        void queryClient.invalidateQueries({ queryKey: trpc.testimonials.adminList.queryKey() });
      },
      onError: (error) =>
        toast("Error", `Failed to delete testimonial: ${errorMessage(error, "Unknown error")}`, "error"),
    }),
  );

  const none = <Text c="dimmed">No testimonials found. Add your first testimonial to get started.</Text>;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing("new")}>Add Testimonial</Button>
      </Group>
      <QueryState query={list} label="Loading testimonials" error={none}>
        {(items) =>
          items.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {items.map((item) => (
                <Card
                  key={item.id}
                  withBorder
                  radius="md"
                  padding="md"
                  component="article"
                  aria-label={`Testimonial from ${item.name}`}
                >
                  <Text fw={700}>
                    {item.name}
                    {item.age ? `, ${item.age}` : ""}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {item.duration}
                  </Text>
                  <Text size="sm" mt="xs" lineClamp={4}>
                    {item.comment}
                  </Text>
                  {(item.beforeImagePath || item.afterImagePath) && (
                    <Group gap="xs" mt="sm">
                      {item.beforeImagePath && (
                        <Image
                          src={item.beforeImagePath}
                          alt={`${item.name} before`}
                          h={80}
                          w={80}
                          radius="sm"
                          fit="cover"
                        />
                      )}
                      {item.afterImagePath && (
                        <Image
                          src={item.afterImagePath}
                          alt={`${item.name} after`}
                          h={80}
                          w={80}
                          radius="sm"
                          fit="cover"
                        />
                      )}
                    </Group>
                  )}
                  <PhotoConsent testimonial={item} />
                  <Group gap="xs" mt="sm">
                    <Button size="xs" variant="light" onClick={() => setEditing(item)}>
                      Edit
                    </Button>
                    <Button size="xs" variant="subtle" color="red.8" onClick={() => setDeleting(item)}>
                      Delete
                    </Button>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          ) : (
            none
          )
        }
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "Add Testimonial" : "Edit Testimonial"}
        styles={{ content: { maxHeight: "90vh" } }}
      >
        {editing !== null && (
          <TestimonialForm testimonial={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Are you sure?" centered>
        <Text mb="lg">
          This action cannot be undone. This will permanently delete the testimonial from{" "}
          {/* "Dr. Ana M." ends her own sentence. */}
          {deleting?.name.replace(/\.+$/, "")}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            color="red.8"
            loading={remove.isPending}
            onClick={() => deleting && remove.mutate({ id: deleting.id })}
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
