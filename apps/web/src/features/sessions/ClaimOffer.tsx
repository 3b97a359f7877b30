import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { errorMessage, trpc } from "../../lib/trpc";

/** The page a waiting-list offer's link opens; the claim itself is a POST, never a GET. */
export function ClaimOffer({ entry, token }: { entry: string; token: string }) {
  const claim = useMutation(trpc.waitlist.claim.mutationOptions());
  const sent = useRef(false);
  const send = () => {
    if (sent.current) return;
    sent.current = true;
    claim
      .mutateAsync({ entry: Number(entry), token })
      .catch(() => {})
      .finally(() => {
        sent.current = false;
      });
  };
  const usable = /^\d+$/.test(entry) && token.length > 0;
  return (
    <Container size="xs" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <Stack gap="md">
          <Title order={1} fz={28}>
            A place opened
          </Title>
          {claim.isSuccess ? (
            <>
              <Alert color="green" title="Session booked">
                {claim.data.when}. A calendar invite is on its way.
              </Alert>
              <Button component={SiteLink} href="/my-bookings" variant="light">
                My Sessions
              </Button>
            </>
          ) : (
            <>
              <Text>
                A place opened in an hour you were waiting for. Claim it to book one of the sessions left in your
                package.
              </Text>
              {!usable && <Alert color="red">This link is incomplete. Please open it again from your e-mail.</Alert>}
              {claim.isError && (
                <Alert color="red">{errorMessage(claim.error, "Something went wrong. Please try again.")}</Alert>
              )}
              <Button onClick={send} loading={claim.isPending} disabled={!usable}>
                Claim this place
              </Button>
              <Button component={SiteLink} href="/my-bookings" variant="subtle">
                See My Sessions
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
