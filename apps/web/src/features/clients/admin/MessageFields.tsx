import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { CLIENT_MESSAGE_LIMITS } from "@studio/validators";
import { GrowingTextarea } from "../../../components/GrowingTextarea";

/** A message's subject and text, as the trainer writes to one client or to a group; `description` says how it goes. */
export function MessageFields({
  form,
  description,
}: {
  form: UseFormReturnType<{ subject: string; body: string }>;
  description: string;
}) {
  return (
    <>
      <TextInput
        label="Subject"
        withAsterisk
        maxLength={CLIENT_MESSAGE_LIMITS.subject}
        {...form.getInputProps("subject")}
      />
      <GrowingTextarea
        label="Message"
        withAsterisk
        minRows={6}
        maxLength={CLIENT_MESSAGE_LIMITS.body}
        description={description}
        inputWrapperOrder={["label", "input", "description", "error"]}
        {...form.getInputProps("body")}
      />
    </>
  );
}
