import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ContactInput } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { GrowingTextarea } from "../../components/GrowingTextarea";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useOneAttempt } from "../../lib/use-one-attempt";

const empty: ContactInput = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const { t, i18n } = useT();
  const form = useForm<ContactInput>({
    mode: "uncontrolled",
    initialValues: empty,
    // Checked against the shared schema when sent; zod and the schema start loading when the form is first focused.
    validate: lazyResolver(i18n, (schemas) => schemas.contactInput),
  });
  const send = useMutation(
    trpc.contact.submit.mutationOptions({
      onSuccess: () => {
        toast(t("contact.sent.title"), t("contact.sent.body"), "success");
        form.reset();
      },
      onError: () => toast(t("contact.failed.title"), t("contact.failed.body"), "error"),
    }),
  );

  // One message per attempt, however often Send Message is tapped.
  const onSubmit = useOneAttempt(form, (values, requestKey) =>
    send.mutateAsync({ ...values, requestKey }).then(
      () => true,
      () => false,
    ),
  );

  return (
    <form onSubmit={onSubmit} onFocus={loadFormSchemas} noValidate aria-label={t("contact.form.label")}>
      <Stack gap="md">
        <TextInput
          label={t("contact.form.name")}
          autoComplete="name"
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t("contact.form.email")}
          type="email"
          autoComplete="email"
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <TextInput label={t("contact.form.subject")} key={form.key("subject")} {...form.getInputProps("subject")} />
        <GrowingTextarea
          label={t("contact.form.message")}
          minRows={5}
          key={form.key("message")}
          {...form.getInputProps("message")}
        />
        <Button type="submit" size="md" loading={send.isPending}>
          {t("contact.form.send")}
        </Button>
      </Stack>
    </form>
  );
}
