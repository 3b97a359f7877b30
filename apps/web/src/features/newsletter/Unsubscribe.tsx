import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { SiteLink } from "../../components/layout/SiteLink";
import { RichText, useT } from "../../i18n/use-t";
import { errorMessage, trpc } from "../../lib/trpc";

/**
 * The page a newsletter's unsubscribe link opens; the change itself is a POST, never a GET. The server's answer is
 * shown in the page's language (its route loads the `validation` catalogue that holds it).
 */
export function Unsubscribe({ email, token }: { email: string; token: string }) {
  const { t } = useT();
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  return (
    <Container size="xs" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <Stack gap="md">
          <Title order={1} fz={28}>
            {t("newsletter.unsubscribe.title")}
          </Title>
          {unsubscribe.isSuccess ? (
            <>
              <Alert color="green">{unsubscribe.data.message}</Alert>
              <Button component={SiteLink} href="/" variant="light">
                {t("newsletter.unsubscribe.home")}
              </Button>
            </>
          ) : (
            <>
              <Text>
                {email ? (
                  <RichText id="newsletter.unsubscribe.question" values={{ email }} components={{ 0: <strong /> }} />
                ) : (
                  <RichText id="newsletter.unsubscribe.questionNoEmail" components={{ 0: <strong /> }} />
                )}
              </Text>
              {unsubscribe.isError && (
                <Alert color="red">{errorMessage(unsubscribe.error, t("newsletter.unsubscribe.failed"))}</Alert>
              )}
              <Button
                onClick={() => unsubscribe.mutate({ email, token })}
                loading={unsubscribe.isPending}
                disabled={!email || !token}
              >
                {t("newsletter.unsubscribe.confirm")}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
