import { Button, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { type ContactInput, contactInput } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";

const empty: ContactInput = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const form = useForm<ContactInput>({
    mode: "uncontrolled",
    initialValues: empty,
    validate: schemaResolver(contactInput, { sync: true }),
  });
  const send = useMutation(
    trpc.contact.submit.mutationOptions({
      onSuccess: () => {
        notifications.show({
          title: "Message Sent",
          message: "Thank you for your message! I will get back to you soon.",
          color: "green",
        });
        form.reset();
      },
      onError: () =>
        notifications.show({
          title: "Submission Failed",
          message: "There was a problem sending your message. Please try again.",
          color: "red",
        }),
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate aria-label="Contact form">
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" key={form.key("name")} {...form.getInputProps("name")} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <TextInput label="Subject" key={form.key("subject")} {...form.getInputProps("subject")} />
        <Textarea label="Message" autosize minRows={5} key={form.key("message")} {...form.getInputProps("message")} />
        <Button type="submit" size="md" loading={send.isPending}>
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
