import { Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import classes from "./Newsletter.module.css";

const EMPTY_MESSAGE = "Please enter your email address";

/** 'Stay Updated': SPEC section 5's toasts for an empty or malformed address, the server's message otherwise. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions({
      onSuccess: ({ message }) => {
        toast("Subscribed!", message, "success");
        setEmail("");
      },
      onError: (failure) =>
        toast("Subscription Failed", errorMessage(failure, "Something went wrong. Please try again."), "error"),
    }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { newsletterSubscribeInput } = await loadFormSchemas();
    const parsed = newsletterSubscribeInput.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? EMPTY_MESSAGE;
      setError(message);
      toast(message === EMPTY_MESSAGE ? "Email Required" : "Invalid Email", message, "error");
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data);
  };

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
      <form onSubmit={submit} onFocus={loadFormSchemas} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            className={classes.input}
            type="email"
            autoComplete="email"
            placeholder="Your email address"
            aria-label="Email address"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.currentTarget.value)}
            size="md"
          />
          <Button type="submit" size="md" color="gold.3" c="#2b1d24" loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
