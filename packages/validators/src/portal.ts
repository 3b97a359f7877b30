import { z } from "zod";
import { id, instant, money } from "./common";
import { sessionStatus } from "./sessions";

export const portalEmail = z
  .string()
  .trim()
  .min(1, { error: "Please enter your email address", abort: true })
  .max(254, "Email must be at most 254 characters")
  .email("Please enter a valid email address")
  .transform((value) => value.toLowerCase());

export const sendCodeInput = z.object({ email: portalEmail });

export const verifyCodeInput = z.object({
  email: portalEmail,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Please enter the 6-digit verification code"),
});
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

export const portalSession = z.object({
  id,
  sessionNumber: z.number().int(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  status: sessionStatus,
});

export const portalPackage = z.object({
  bookingId: id,
  packageName: z.string(),
  createdAt: instant,
  location: z.string(),
  amount: money,
  sessions: z.array(portalSession),
});
export type PortalPackage = z.infer<typeof portalPackage>;

export const portalSessionsOutput = z.object({ email: z.string(), sessions: z.array(portalPackage) });

/** The client who proved her e-mail address on this device. */
export const signedInClientOutput = z.object({ email: z.string(), userId: id });

export const exerciseSet = z.object({
  sets: z.number(),
  reps: z.union([z.number(), z.string()]),
  note: z.string().optional(),
});
export const exercise = z.object({
  exercise: z.string(),
  sets: z.array(exerciseSet).optional(),
  details: z.array(z.string()).optional(),
});
export type Exercise = z.infer<typeof exercise>;

/** SPEC section 3, workout access response. */
export const workoutAccessOutput = z.object({
  type: z.enum(["workout_of_day", "program"]),
  packageName: z.string(),
  packageDescription: z.string(),
  workoutProgram: z.string(),
  workoutContent: z
    .object({
      title: z.string(),
      description: z.string(),
      warmupInstructions: z.string(),
      /** JSON text: a list of exercises. */
      mainWorkout: z.string(),
      cooldownInstructions: z.string(),
      equipment: z.array(z.string()),
      difficulty: z.string(),
      targetAreas: z.array(z.string()),
      estimatedDuration: z.number().int(),
      notes: z.string().nullable(),
    })
    .nullable(),
});
export type WorkoutAccess = z.infer<typeof workoutAccessOutput>;
