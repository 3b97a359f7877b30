import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { SiteLink } from "../../components/layout/SiteLink";
import { errorMessage, trpc } from "../../lib/trpc";

/** The page a newsletter's unsubscribe link opens; the change itself is a POST, never a GET. */
export function Unsubscribe({ email, token }: { email: string; token: string }) {
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  return (
    <Container size="xs" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <Stack gap="md">
          <Title order={1} fz={28}>
            Unsubscribe
          </Title>
          {unsubscribe.isSuccess ? (
            <>
              <Alert color="green">{unsubscribe.data.message}</Alert>
              <Button component={SiteLink} href="/" variant="light">
                Back to Home
              </Button>
            </>
          ) : (
            <>
              <Text>
                Stop sending the newsletter to <strong>{email || "this address"}</strong>?
              </Text>
              {unsubscribe.isError && (
                <Alert color="red">{errorMessage(unsubscribe.error, "Something went wrong. Please try again.")}</Alert>
              )}
              <Button
                onClick={() => unsubscribe.mutate({ email, token })}
                loading={unsubscribe.isPending}
                disabled={!email || !token}
              >
                Unsubscribe
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
