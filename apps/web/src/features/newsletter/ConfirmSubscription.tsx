import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { RichText, useT } from "../../i18n/use-t";
import { errorMessage, trpc } from "../../lib/trpc";

/**
 * The page a newsletter confirmation e-mail's link opens (double opt-in). Opening it changes nothing, so a mail
 * scanner that follows links subscribes no one: her tap on the button POSTs the confirmation. A second tap, or the
 * link opened again, is told the subscription was already confirmed.
 */
export function ConfirmSubscription({ email, token }: { email: string; token: string }) {
  const { t } = useT();
  const confirm = useMutation(trpc.newsletter.confirm.mutationOptions());
  const sent = useRef(false);
  const send = () => {
    if (sent.current) return;
    sent.current = true;
    confirm
      .mutateAsync({ email, token })
      .catch(() => {})
      .finally(() => {
        sent.current = false;
      });
  };
  const usable = email.length > 0 && token.length > 0;
  return (
    <Container size="xs" className="section">
      <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, sm: 28 }}>
            {confirm.isSuccess ? t("newsletter.confirm.subscribed") : t("newsletter.confirm.title")}
          </Title>
          {confirm.isSuccess ? (
            <>
              <Alert color="green">{confirm.data.message}</Alert>
              <Group gap="sm" grow preventGrowOverflow={false}>
                <Button component={SiteLink} href="/blog" variant="light">
                  {t("newsletter.confirm.blog")}
                </Button>
                <Button component={SiteLink} href="/" variant="subtle">
                  {t("newsletter.confirm.home")}
                </Button>
              </Group>
            </>
          ) : (
            <>
              {usable ? (
                <Text style={{ overflowWrap: "anywhere" }}>
                  <RichText id="newsletter.confirm.question" values={{ email }} components={{ 0: <strong /> }} />
                </Text>
              ) : (
                <Alert color="red">{t("newsletter.confirm.incomplete")}</Alert>
              )}
              {confirm.isError && (
                <Alert color="red">{errorMessage(confirm.error, t("newsletter.confirm.failed"))}</Alert>
              )}
              <Button onClick={send} loading={confirm.isPending} disabled={!usable}>
                {t("newsletter.confirm.confirm")}
              </Button>
              {confirm.isError && (
                <Button component={SiteLink} href="/blog" variant="subtle">
                  {t("newsletter.confirm.signUpAgain")}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
