import { Button, Group, Tabs } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  /** The form's fields. */
  edit: ReactNode;
  /** The content exactly as the client will see it. */
  preview: ReactNode;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** A content editor's body: Edit and Preview tabs over one form, then Cancel and its submit. */
export function EditWithPreview({ edit, preview, submitLabel, busy, onCancel }: Props) {
  return (
    <>
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">Edit</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">{edit}</Tabs.Panel>
        <Tabs.Panel value="preview">{preview}</Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
