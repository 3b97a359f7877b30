import { Center, Container, Loader, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useT } from "../../i18n/use-t";
import { ClientGate } from "../auth/ClientGate";

/** The form and its checks download once she has signed in: a visitor's first load is the sign-in alone. */
const HerIntake = lazy(() => import("./HerIntake").then((module) => ({ default: module.HerIntake })));

/** The health questionnaire and waiver: filled once behind her e-mail code, read back and updated when she likes. */
export function IntakePage() {
  const { t } = useT();
  return (
    <Container size="sm" className="section">
      <Text className="eyebrow">{t("intake.eyebrow")}</Text>
      <Title order={1} mb="sm">
        {t("intake.title")}
      </Title>
      <Text mb="lg">{t("intake.intro")}</Text>
      <ClientGate intro={t("intake.signInIntro")}>
        {() => (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t("intake.loading")} />
              </Center>
            }
          >
            <HerIntake />
          </Suspense>
        )}
      </ClientGate>
    </Container>
  );
}
