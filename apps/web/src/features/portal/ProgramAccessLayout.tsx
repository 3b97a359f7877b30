import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { errorMessage } from "../../lib/trpc";
import { ResendCode } from "../auth/EmailCodeSteps";
import { ProgramView } from "../programs/ProgramView";
import { PurchaseList } from "./PurchaseList";
import type { ProgramAccess } from "./useProgramAccess";

interface Props {
  eyebrow: string;
  title: string;
  intro: string;
  access: ProgramAccess;
  /** The button beside Download and Print that starts over. */
  resetLabel: string;
  /** The e-mail and code steps, shown until the program opens; the code step is followed by "Resend code". */
  children: ReactNode;
}

/**
 * A page that opens a bought program with an e-mail code: the heading, then the steps or the program. A client
 * who owns more than one also sees her list, to open any of them. The code step offers "Resend code" with its
 * cooldown, as My Sessions does.
 */
export function ProgramAccessLayout({ eyebrow, title, intro, access, resetLabel, children }: Props) {
  const { t } = useT();
  const resetButton = (
    <Button variant="subtle" onClick={access.reset}>
      {resetLabel}
    </Button>
  );
  return (
    <Container size="md" className="section">
      <Text className="eyebrow" data-print-hide>
        {eyebrow}
      </Text>
      <Title order={1} data-print-hide>
        {title}
      </Title>
      <Text c="dimmed" mt="sm" mb="xl" data-print-hide>
        {intro}
      </Text>
      <QueryState query={{ isPending: access.loading }} label={t("signin.loading")}>
        {access.step === "program" ? (
          <Stack gap="xl">
            {access.purchases.length > 1 && (
              <PurchaseList purchases={access.purchases} openedId={access.openedId} onOpen={access.openPurchase} />
            )}
            <QueryState
              query={access.opened}
              label={t("workouts.opening")}
              error={(error) => (
                <Stack gap="md" align="flex-start">
                  <Alert color="red" w="100%">
                    {errorMessage(error, t("workouts.openFailed"))}
                  </Alert>
                  {resetButton}
                </Stack>
              )}
            >
              {(program) => (
                <ProgramView key={access.openedId} program={program} actions={resetButton} focusTitle={access.picked} />
              )}
            </QueryState>
          </Stack>
        ) : (
          <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder maw={520}>
            <Stack gap="md">
              {children}
              {access.step === "code" && (
                <ResendCode secondsLeft={access.resendIn} onResend={access.resend} error={access.resendError} />
              )}
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Container>
  );
}
