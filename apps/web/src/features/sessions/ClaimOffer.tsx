import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { errorMessage, trpc } from "../../lib/trpc";
import { sessionWhen } from "./session-words";

/** The page a waiting-list offer's link opens; the claim itself is a POST, never a GET. */
export function ClaimOffer({ entry, token }: { entry: string; token: string }) {
  const { t, language } = useT();
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
            {t("portal.claim.title")}
          </Title>
          {claim.isSuccess ? (
            <>
              <Alert color="green" title={t("portal.booked.title")}>
                {t("portal.booked.body", { when: sessionWhen(language, claim.data) })}
              </Alert>
              <Button component={SiteLink} href="/my-bookings" variant="light">
                {t("common.nav.mySessions")}
              </Button>
            </>
          ) : (
            <>
              <Text>{t("portal.claim.body")}</Text>
              {!usable && <Alert color="red">{t("portal.claim.incomplete")}</Alert>}
              {claim.isError && <Alert color="red">{errorMessage(claim.error, t("portal.claim.failed"))}</Alert>}
              <Button onClick={send} loading={claim.isPending} disabled={!usable}>
                {t("portal.waitlist.claim")}
              </Button>
              <Button component={SiteLink} href="/my-bookings" variant="subtle">
                {t("portal.claim.seeSessions")}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
