import { Button, Group, type TextInputProps } from "@mantine/core";
import { useT } from "../../i18n/use-t";
import { useEmailField } from "../auth/email-field";
import { StepForm } from "../auth/StepForm";
import { ProgramAccessLayout } from "./ProgramAccessLayout";
import { useProgramAccess } from "./useProgramAccess";

/** SPEC's code field for this page: what is typed, cut to six characters (CodeInput keeps digits only). */
const CODE_FIELD = { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } satisfies TextInputProps;

/** /workout-of-the-day: the same three steps, with Enter to submit and both result shapes. */
export function WorkoutOfTheDayPage() {
  const { t } = useT();
  const emailField = useEmailField();
  const access = useProgramAccess({
    email: "present",
    code: "present",
    sentTitle: t("workouts.wotd.sentTitle"),
    granted: t("workouts.wotd.granted"),
    failedTitle: t("workouts.wotd.failedTitle"),
  });

  return (
    <ProgramAccessLayout
      eyebrow={t("workouts.wotd.eyebrow")}
      title={t("workouts.wotd.title")}
      intro={t("workouts.wotd.intro")}
      access={access}
      resetLabel={t("workouts.wotd.another")}
    >
      {access.step === "email" ? (
        <StepForm field={emailField} value={access.email} onChange={access.setEmail} onSubmit={access.sendCode}>
          <Button type="submit" loading={access.sending}>
            {t("workouts.sendCode")}
          </Button>
        </StepForm>
      ) : (
        <StepForm
          field={{ ...CODE_FIELD, label: t("signin.code.label") }}
          value={access.code}
          onChange={(code) => access.setCode(code.slice(0, 6))}
          onSubmit={access.open}
        >
          <Group>
            <Button type="submit" loading={access.opening}>
              {t("workouts.wotd.get")}
            </Button>
            <Button variant="subtle" onClick={access.backToEmail}>
              {t("workouts.wotd.backToEmail")}
            </Button>
          </Group>
        </StepForm>
      )}
    </ProgramAccessLayout>
  );
}
