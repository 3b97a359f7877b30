import { Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import type { Translate } from "@studio/i18n";
import { useMutation } from "@tanstack/react-query";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import classes from "./Newsletter.module.css";

/** SPEC section 5's toasts: one title for an empty address, another for a malformed one (in the page's language). */
function toastRefusal(errors: FormErrors, t: Translate) {
  const empty = t("validation.email.required");
  const message = String(errors.email ?? empty);
  toast(t(message === empty ? "newsletter.form.emailRequired" : "newsletter.form.invalidEmail"), message, "error");
}

/**
 * 'Stay Updated': checked with the shared schema when sent, the server's message once it answers (check your inbox:
 * the sign-up counts once confirmed from the e-mail).
 */
export function NewsletterForm() {
  const { t, i18n } = useT();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: lazyResolver(i18n, (schemas) => schemas.newsletterSubscribeInput),
    // As SPEC's form always has: the message stays under the field until the next try.
    clearInputErrorOnChange: false,
  });
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions({
      // The server's words in the page's language: the form's check loaded them before the address was sent.
      onSuccess: ({ message }) => {
        toast(t("newsletter.form.checkInbox"), message, "success");
        form.reset();
      },
      onError: (failure) =>
        toast(t("newsletter.form.failed"), errorMessage(failure, t("newsletter.form.failedBody")), "error"),
    }),
  );

  return (
    <Paper
      component="section"
      radius="lg"
      p={{ base: "lg", sm: 40 }}
      className={classes.box}
      aria-labelledby="newsletter-title"
    >
      <Title order={2} id="newsletter-title" fz={{ base: 24, sm: 30 }} c="white">
        {t("newsletter.form.title")}
      </Title>
      <Text mt="xs" mb="lg" className={classes.copy}>
        {t("newsletter.form.copy")}
      </Text>
      <form
        onSubmit={form.onSubmit(
          (values) => subscribe.mutate(values),
          (errors) => toastRefusal(errors, t),
        )}
        onFocus={loadFormSchemas}
        noValidate
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            className={classes.input}
            type="email"
            autoComplete="email"
            placeholder={t("newsletter.form.placeholder")}
            aria-label={t("newsletter.form.email")}
            size="md"
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <Button type="submit" size="md" color="gold.3" c="#2b1d24" loading={subscribe.isPending}>
            {t("newsletter.form.subscribe")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
