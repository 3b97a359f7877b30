import { Button, Center, Container, Group, List, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { RichText, useT } from "../../i18n/use-t";
import { useWorkerForClient } from "../../lib/register-worker";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { EmailCodeSteps } from "../auth/EmailCodeSteps";
import { verificationFailed } from "../auth/useEmailCode";
import { LazyCalendarFeedCard } from "../calendar/LazyCalendarFeedCard";
import { useSessionTimes } from "../hours/session-times";
import { IntakePrompt } from "../intake/IntakePrompt";
import { MyMemberships } from "../memberships/MyMemberships";
import { YourData } from "../privacy/YourData";
import { AwaitingPaymentList } from "./AwaitingPaymentList";

/**
 * Her packages and sessions (with the scheduling calendar and its dialogs) are shown only once she is signed in,
 * so a visitor at the e-mail step never downloads them; they start loading while her code is checked.
 */
const loadSessionsList = () => import("./SessionsList");
const SessionsList = lazy(() => loadSessionsList().then((module) => ({ default: module.SessionsList })));
/** Today's workout from her plan, if she has one: loaded with her sessions, drawn only when there is a plan. */
const TrainingTodayCard = lazy(() => import("../training/TodayCard").then((module) => ({ default: module.TodayCard })));

/** The e-mail step's height (a labelled field and a button), in px at every width. */
const EMAIL_STEP_HEIGHT = 113;

/** My Sessions: e-mail, code, then her packages; a verified device goes straight to them. */
export function MySessionsPage() {
  const { t, i18n } = useT();
  const sessionTimes = useSessionTimes("sentence");
  const queryClient = useQueryClient();
  // A new key remounts the e-mail and code steps empty after "Search Different Email".
  const [attempt, setAttempt] = useState(0);
  // After "Search Different Email" the old sessions must not reappear from the cache.
  const [cleared, setCleared] = useState(false);
  // Her sessions are asked for only once the device is known to be signed in (no 401 for a visitor).
  const me = useQuery(trpc.portal.me.queryOptions(undefined, { staleTime: 0 }));
  const mine = useQuery(trpc.portal.mySessions.queryOptions(undefined, { staleTime: 0, enabled: !!me.data }));
  // Signed in: the site's worker keeps this page and her training for her offline.
  useWorkerForClient(!!me.data);
  const verify = useMutation(trpc.portal.verifySessions.mutationOptions());
  const signOut = useMutation(trpc.portal.signOut.mutationOptions());

  const reset = () => {
    setCleared(true);
    setAttempt((n) => n + 1);
    verify.reset();
    signOut.mutate(undefined, {
      onSettled: () => {
        queryClient.setQueryData(trpc.portal.me.queryKey(), null);
        queryClient.removeQueries({ queryKey: trpc.portal.mySessions.queryKey() });
      },
    });
  };

  // The promise lets the code step ignore a second Verify until this one has its answer.
  const checkCode = (email: string, code: string) => {
    void loadSessionsList();
    return verify.mutateAsync({ email, code }).then(
      (result) => {
        setCleared(false);
        void queryClient.invalidateQueries({ queryKey: trpc.portal.me.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.portal.mySessions.queryKey() });
        if (result.sessions.length) toast(t("signin.verified.title"), t("portal.verified.body"), "success");
        else toast(t("portal.none.title"), t("portal.none.body"), "info");
      },
      (error: unknown) => verificationFailed(i18n, error),
    );
  };

  // The live query wins once it has data (after scheduling it refreshes); the verify answer bridges the gap.
  const verified = (cleared ? undefined : mine.data) ?? verify.data;
  // A spinner only while there is nothing to show yet: never over the list a code has just opened.
  const loading = !verified && !cleared && (me.isPending || (!!me.data && mine.isPending));
  return (
    <Container size="md" className="section">
      <Text className="eyebrow">{t("portal.eyebrow")}</Text>
      <Title order={1}>{t("portal.title")}</Title>
      <Text c="dimmed" mt="sm" mb="xl">
        {t(verified ? "portal.introSignedIn" : "portal.intro")}
      </Text>

      {verified ? (
        <Stack gap="lg">
          <Suspense fallback={null}>
            <TrainingTodayCard />
          </Suspense>
          <Group justify="space-between">
            <Text>
              <RichText id="portal.signedInAs" values={{ email: verified.email }} components={{ 0: <strong /> }} />
            </Text>
            <Group gap="xs">
              <Button variant="outline" onClick={reset}>
                {t("portal.searchDifferent")}
              </Button>
              <Button variant="subtle" onClick={reset}>
                {t("portal.signOut")}
              </Button>
            </Group>
          </Group>
          <AwaitingPaymentList email={verified.email} />
          <MyMemberships />
          {verified.sessions.length > 0 && <IntakePrompt />}
          <Suspense
            fallback={
              <Center mih={EMAIL_STEP_HEIGHT}>
                <Loader aria-label={t("portal.loadingSessions")} />
              </Center>
            }
          >
            <SessionsList packages={verified.sessions} />
            <LazyCalendarFeedCard />
          </Suspense>
          <YourData onErased={reset} />
        </Stack>
      ) : (
        <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder maw={520}>
          <QueryState
            query={{ isPending: loading }}
            // As tall as the e-mail step that usually replaces it, so the page below does not move.
            loader={
              <Center mih={EMAIL_STEP_HEIGHT}>
                <Loader aria-label={t("signin.loading")} />
              </Center>
            }
          >
            <EmailCodeSteps
              key={attempt}
              onVerify={checkCode}
              verifying={verify.isPending}
              error={verify.isError ? errorMessage(verify.error, t("signin.failed.body")) : null}
              onBack={reset}
            />
          </QueryState>
        </Paper>
      )}

      <Paper radius="lg" p="xl" mt={48} className="section-tinted">
        <Title order={2} fz="xl" mb="sm">
          {t("portal.rules.title")}
        </Title>
        <List spacing="xs">
          <List.Item>{t("portal.rules.ahead")}</List.Item>
          <List.Item>{t("portal.rules.times", { times: sessionTimes })}</List.Item>
          <List.Item>{t("portal.rules.notice")}</List.Item>
          <List.Item>{t("portal.rules.forfeit")}</List.Item>
          <List.Item>{t("portal.rules.deadline")}</List.Item>
        </List>
      </Paper>
    </Container>
  );
}
