import { z } from "zod";
import { id, instant, isoDate, money } from "./common";
import { WORKOUT_LIMITS } from "./programs";
import { sessionStatus } from "./sessions";
import { contentLanguage } from "./translations";

export const portalEmail = z
  .string()
  .trim()
  .min(1, { error: "validation.email.required", abort: true })
  .max(254, "validation.email.tooLong")
  .email("validation.email.invalid")
  .transform((value) => value.toLowerCase());

export const sendCodeInput = z.object({ email: portalEmail });

/** What an e-mail code opens: her portal, or (asked for from "Delete my data") the erasure of her data alone. */
export const CODE_PURPOSES = ["sign-in", "erase"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const verifyCodeInput = z.object({
  email: portalEmail,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "validation.signIn.code"),
});
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

export const portalSession = z.object({
  id,
  sessionNumber: z.number().int(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  status: sessionStatus,
  /** Cancelled inside 24 hours and not given back: lost under the policy, not cancelled by the studio. */
  forfeited: z.boolean(),
  /** Left to book when its pack passed its last day: lapsed, not cancelled by anyone. */
  expired: z.boolean(),
});

export const portalPackage = z.object({
  bookingId: id,
  packageName: z.string(),
  createdAt: instant,
  location: z.string(),
  amount: money,
  /** The last day its sessions can be booked for (Miami); null when they never lapse. */
  expiresOn: isoDate.nullable(),
  /**
   * A month of an unlimited membership: one session a day up to `expiresOn`, each day's left to book lapsing with it,
   * so its sessions are no count to show.
   */
  unlimited: z.boolean(),
  sessions: z.array(portalSession),
  /**
   * Her pack at a glance, in the words every screen uses: to train (booked or still to book) of all she bought; booked
   * (scheduled); to book (left to schedule, from the pack's ledger); done (completed); forfeited (hers lost: cancelled
   * inside 24 hours and not given back, or missed; a session the studio cancelled is not counted).
   */
  balance: z.object({
    toTrain: z.number().int(),
    left: z.number().int(),
    total: z.number().int(),
    scheduled: z.number().int(),
    completed: z.number().int(),
    forfeited: z.number().int(),
    /** Left to book when the pack passed its last day. */
    expired: z.number().int(),
  }),
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
export type { Exercise } from "./workout-text";

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

/** How many of her purchases the verified answer lists: a client owns a few, and the cost must not grow with years. */
export const PROGRAM_PURCHASES_LISTED = 50;

/** One program or Workout of the Day she paid for, as her list of purchases shows it. */
export const programPurchase = z.object({
  bookingId: id,
  packageName: z.string(),
  type: workoutAccessOutput.shape.type,
  purchasedAt: instant,
});
export type ProgramPurchase = z.infer<typeof programPurchase>;

/**
 * What the trainer's exercise library says of an exercise of a Workout of the Day picked from it, in the reader's
 * language where she wrote it (each field apart): its name and cues, its picture and demo link.
 */
export const libraryExerciseFacts = z.object({
  exerciseId: id,
  name: z.string(),
  /** The language of `name`: English on a Spanish page where she wrote no Spanish name. */
  language: contentLanguage,
  /** One a line. */
  cues: z.array(z.string()),
  cuesLanguage: contentLanguage,
  imageUrl: z.string().nullable(),
  /** An https link to a demo video. */
  videoUrl: z.string().nullable(),
  /** The exercise's details are the library's cues as she picked it, so `cues` says the same in `cuesLanguage`. */
  detailsAreCues: z.boolean(),
});
export type LibraryExerciseFacts = z.infer<typeof libraryExerciseFacts>;

/** SPEC's workout access response for one purchase, naming the booking it opens. */
export const openedProgramOutput = workoutAccessOutput.extend({
  bookingId: id,
  /** The language of its program or workout: English on a Spanish page when she wrote no Spanish version. */
  language: contentLanguage,
  /**
   * Beside SPEC's answer: for each exercise of a Workout of the Day's mainWorkout, in its order, the library's facts
   * of the exercise it was picked from, or null (typed by hand). Empty for a program.
   */
  libraryExercises: z.array(libraryExerciseFacts.nullable()).max(WORKOUT_LIMITS.exercises),
});
export type OpenedProgram = z.infer<typeof openedProgramOutput>;

/**
 * The verified answer: SPEC's response for her latest purchase (so SPEC's readers keep working), plus every
 * program and workout she owns, newest first, to open the others by booking id.
 */
export const programAccessOutput = openedProgramOutput.extend({
  purchases: z.array(programPurchase).max(PROGRAM_PURCHASES_LISTED),
});
export type ProgramAccessAnswer = z.infer<typeof programAccessOutput>;

/** One of her purchases, by booking id: another client's id is refused as if it did not exist. */
export const openProgramInput = z.object({ bookingId: id });
