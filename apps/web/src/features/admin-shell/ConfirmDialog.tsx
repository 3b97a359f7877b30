import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { adminPalette } from "./AdminFrame";

interface Props {
  /** What is about to happen, in her words: "Delete Trial Pack?" */
  title: string;
  opened: boolean;
  /** What it will do, named in full, so she never has to guess. */
  children: ReactNode;
  confirmLabel: string;
  /** The way out, "Cancel" unless cancelling is itself the action ("Keep it"). */
  cancelLabel?: string;
  /** The label of the corner's close button, in the page's language ("Close" in the back office). */
  closeLabel?: string;
  /** A destructive action's button is red. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every action of the back office that cannot simply be undone asks first, saying what it will do. */
export function ConfirmDialog(props: Props) {
  const { title, opened, children, confirmLabel, cancelLabel = "Cancel", closeLabel = "Close", danger, busy } = props;
  const { onConfirm, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      className={adminPalette}
      closeButtonProps={{ "aria-label": closeLabel }}
    >
      <Text mb="lg">{children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button color={danger ? "red.8" : undefined} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
