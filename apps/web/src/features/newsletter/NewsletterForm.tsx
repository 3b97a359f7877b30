import { Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import classes from "./Newsletter.module.css";

const EMPTY_MESSAGE = "Please enter your email address";

/** SPEC section 5's toasts: one title for an empty address, another for a malformed one. */
function toastRefusal(errors: FormErrors) {
  const message = String(errors.email ?? EMPTY_MESSAGE);
  toast(message === EMPTY_MESSAGE ? "Email Required" : "Invalid Email", message, "error");
}

/** 'Stay Updated': checked with the shared schema when sent, the server's message once it answers. */
export function NewsletterForm() {
  const { i18n } = useT();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: lazyResolver(i18n, (schemas) => schemas.newsletterSubscribeInput),
    // As SPEC's form always has: the message stays under the field until the next try.
    clearInputErrorOnChange: false,
  });
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions({
      onSuccess: ({ message }) => {
        toast("Subscribed!", message, "success");
        form.reset();
      },
      onError: (failure) =>
        toast("Subscription Failed", errorMessage(failure, "Something went wrong. Please try again."), "error"),
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
        Stay Updated
      </Title>
      <Text mt="xs" mb="lg" className={classes.copy}>
        Join 500+ women getting one practical e-mail a month on strength, nutrition and energy after 40, and get my free
        workout guide the moment you subscribe.
      </Text>
      <form
        onSubmit={form.onSubmit((values) => subscribe.mutate(values), toastRefusal)}
        onFocus={loadFormSchemas}
        noValidate
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            className={classes.input}
            type="email"
            autoComplete="email"
            placeholder="Your email address"
            aria-label="Email address"
            size="md"
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <Button type="submit" size="md" color="gold.3" c="#2b1d24" loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
