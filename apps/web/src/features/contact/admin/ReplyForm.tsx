import { Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CONTACT_REPLY_MAX, contactReplyInput } from "@studio/validators";
import { firstName, studio } from "@studio/validators/studio";
import { useMutation } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import type { InboxMessage } from "./inbox-queries";

/** Her answer, e-mailed to the visitor with the message quoted; answers to it come to the studio's address. */
export function ReplyForm({ message, onSent }: { message: InboxMessage; onSent: (message: InboxMessage) => void }) {
  const checkReply = useRules(contactReplyInput);
  const form = useForm({
    initialValues: { body: "" },
    validate: (values) => checkReply({ id: message.id, body: values.body }),
  });
  const send = useMutation(
    trpc.admin.inbox.reply.mutationOptions({
      onSuccess: (next) => {
        toast("Reply sent", `Your reply is on its way to ${next.email}.`, "success");
        form.reset();
        onSent(next);
      },
      onError: (error) => toast("Could not send the reply", errorMessage(error, "Please try again."), "error"),
    }),
  );
  // One e-mail per attempt, however often Send is tapped.
  const onSubmit = useOneAttempt(form, (values, requestKey) =>
    send.mutateAsync({ id: message.id, body: values.body, requestKey }).then(
      () => true,
      () => false,
    ),
  );
  const first = firstName(message.name);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Reply to ${message.name}`}>
      <Stack gap="xs">
        <GrowingTextarea
          label={`Reply to ${first}`}
          description={`E-mailed to ${message.email} with the message quoted; answers come to ${studio.email}.`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          // She answers in the language the message came in; the e-mail around her answer is in it too.
          placeholder={message.language === "es" ? `Hola, ${first}:` : `Hi ${first},`}
          lang={message.language}
          minRows={4}
          maxLength={CONTACT_REPLY_MAX}
          {...form.getInputProps("body")}
        />
        <Button type="submit" loading={send.isPending} w="fit-content">
          Send reply
        </Button>
      </Stack>
    </form>
  );
}
