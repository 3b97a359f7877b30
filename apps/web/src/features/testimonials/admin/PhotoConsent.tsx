import { Button, Group, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";

/** A testimonial as the trainer's screen receives it (dates as text). */
export type AdminTestimonial = RouterOutputs["testimonials"]["adminList"][number];

const hasPhotos = (item: AdminTestimonial) => Boolean(item.imagePath || item.beforeImagePath || item.afterImagePath);

/** Whether the client's photos may be published, and the way to withdraw that when she asks. */
export function PhotoConsent({ testimonial }: { testimonial: AdminTestimonial }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation(
    trpc.testimonials.withdrawPhotoConsent.mutationOptions({
      onSuccess: () => {
        setAsking(false);
        toast("Consent withdrawn", `${testimonial.name}'s photos are no longer shown on the website.`, "success");
        void queryClient.invalidateQueries({ queryKey: trpc.testimonials.adminList.queryKey() });
      },
      onError: (error) =>
        toast("Error", `Failed to withdraw consent: ${errorMessage(error, "Unknown error")}`, "error"),
    }),
  );
  if (!hasPhotos(testimonial)) return null;
  const consentAt = testimonial.photoConsentAt;
  return (
    <Group gap="xs" mt="xs" justify="space-between">
      <Text size="sm" c={consentAt ? "green.9" : "dimmed"}>
        {consentAt ? `Photos published with consent (${formatDate(consentAt)})` : "Photos not published: no consent"}
      </Text>
      {consentAt && (
        <Button size="xs" variant="subtle" color="red.8" onClick={() => setAsking(true)}>
          Withdraw consent
        </Button>
      )}
      <ConfirmDialog
        title="Withdraw photo consent?"
        opened={asking}
        confirmLabel="Withdraw consent"
        danger
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate({ id: testimonial.id })}
        onClose={() => setAsking(false)}
      >
        {`${testimonial.name}'s photos stop being shown on the website at once, and their files are no longer served. The testimonial's text stays. You can record her consent again by editing the testimonial.`}
      </ConfirmDialog>
    </Group>
  );
}
