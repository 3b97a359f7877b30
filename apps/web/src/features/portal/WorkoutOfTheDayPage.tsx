import { Button, Group, type TextInputProps } from "@mantine/core";
import { usePageMeta } from "../../lib/page-meta";
import { EMAIL_FIELD } from "./email-field";
import { ProgramAccessLayout } from "./ProgramAccessLayout";
import { StepForm } from "./StepForm";
import { useProgramAccess } from "./useProgramAccess";

/** SPEC's code field for this page: what is typed, cut to six characters (CodeInput keeps digits only). */
const CODE_FIELD = {
  label: "Verification code",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: 6,
} satisfies TextInputProps;

/** /workout-of-the-day: the same three steps, with Enter to submit and both result shapes. */
export function WorkoutOfTheDayPage() {
  usePageMeta("Workout of the Day", "Open the Workout of the Day you purchased, with a code sent to your e-mail.");
  const access = useProgramAccess({
    email: "present",
    code: "present",
    sentTitle: "Code Sent",
    granted: "Enjoy your workout!",
    failedTitle: "Error",
  });

  return (
    <ProgramAccessLayout
      eyebrow="Workout of the Day"
      title="Your Workout of the Day"
      intro="Enter the e-mail you bought your workout with and we will send you a code."
      access={access}
      resetLabel="Access Another Workout"
    >
      {access.step === "email" ? (
        <StepForm field={EMAIL_FIELD} value={access.email} onChange={access.setEmail} onSubmit={access.sendCode}>
          <Button type="submit" loading={access.sending}>
            Send Code
          </Button>
        </StepForm>
      ) : (
        <StepForm
          field={CODE_FIELD}
          value={access.code}
          onChange={(code) => access.setCode(code.slice(0, 6))}
          onSubmit={access.open}
        >
          <Group>
            <Button type="submit" loading={access.opening}>
              Get My Workout
            </Button>
            <Button variant="subtle" onClick={access.backToEmail}>
              Back to Email
            </Button>
          </Group>
        </StepForm>
      )}
    </ProgramAccessLayout>
  );
}
