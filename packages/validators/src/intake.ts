// The client's health questionnaire and liability waiver: filled once (and updated when her health changes), read
// by the trainer before the first session. The seven questions are PAR-Q+'s general health questions.
import { z } from "zod";
import { instant, optionalText } from "./common";
import { HEALTH_QUESTIONS, type HealthQuestion, LIFE_STAGES, saidYes } from "./intake-kinds";
import { LANGUAGES } from "./languages";

const answer = z.boolean("validation.intake.answer");
const yesOrNo = Object.fromEntries(HEALTH_QUESTIONS.map((question) => [question, answer])) as Record<
  HealthQuestion,
  typeof answer
>;

/** Her answers as she sends them, each with its rule. */
const answerRules = {
  ...yesOrNo,
  /** What each yes is about; asked for when there is one. */
  details: optionalText(1000, "validation.intake.detailsTooLong"),
  medications: optionalText(500, "validation.intake.medicationsTooLong"),
  surgeries: optionalText(500, "validation.intake.surgeriesTooLong"),
  lifeStage: z.enum(LIFE_STAGES, "validation.intake.lifeStage"),
  goals: z
    .string("validation.intake.goals")
    .trim()
    .min(2, "validation.intake.goals")
    .max(500, "validation.intake.goalsTooLong"),
  emergencyName: z
    .string("validation.intake.emergencyName")
    .trim()
    .min(2, "validation.intake.emergencyName")
    .max(100, "validation.bookings.nameTooLong"),
  emergencyPhone: z
    .string("validation.bookings.phone")
    .trim()
    .max(30, "validation.bookings.phoneTooLong")
    .refine((value) => value.replace(/\D/g, "").length >= 10, "validation.bookings.phone"),
};

/** Her answers as stored and read back. */
export const intakeAnswers = z.object({
  ...yesOrNo,
  details: z.string().nullable(),
  medications: z.string().nullable(),
  surgeries: z.string().nullable(),
  lifeStage: z.enum(LIFE_STAGES),
  goals: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
});
export type IntakeAnswers = z.infer<typeof intakeAnswers>;

/** portal.saveIntake: her answers, the waiver accepted and signed with her name. Saving again replaces them. */
export const intakeInput = z
  .object({
    ...answerRules,
    acceptWaiver: z.literal(true, "validation.intake.waiver"),
    signedName: z
      .string("validation.intake.signature")
      .trim()
      .min(2, "validation.intake.signature")
      .max(100, "validation.bookings.nameTooLong"),
  })
  .refine((intake) => !saidYes(intake) || intake.details !== null, {
    path: ["details"],
    message: "validation.intake.details",
    // Said as soon as the questions are answered, beside what else the form still lacks (zod otherwise waits for
    // every field to be right before an object's own rule runs).
    when: ({ value }) => {
      const sent = value as Partial<Record<string, unknown>>;
      return HEALTH_QUESTIONS.every((question) => typeof sent[question] === "boolean") && "details" in sent;
    },
  });
export type IntakeInput = z.input<typeof intakeInput>;

export const intakeOutput = intakeAnswers.extend({
  signedName: z.string(),
  signedAt: instant,
  waiverVersion: z.number().int(),
  needsClearance: z.boolean(),
  /** The language she answered in. */
  language: z.enum(LANGUAGES),
  updatedAt: instant,
});
export type Intake = z.infer<typeof intakeOutput>;

/** Hers, or null before she has filled it. */
export const myIntakeOutput = z.object({ intake: intakeOutput.nullable() });
