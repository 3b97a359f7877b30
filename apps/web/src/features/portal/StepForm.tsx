import { Stack, TextInput, type TextInputProps } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";

interface Props {
  /** The step's one field: its label and input attributes. */
  field: TextInputProps;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field, or the submit button among the children. */
  onSubmit: () => void;
  /** The step's buttons. */
  children: ReactNode;
}

/**
 * A step of the e-mail-code flow as a form of one field, which Enter sends. When both steps of a page draw it, the
 * field stays the same element from the e-mail to the code, so the keyboard's focus stays in it.
 */
export function StepForm({ field, value, onChange, onSubmit, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...field} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
        {children}
      </Stack>
    </form>
  );
}
