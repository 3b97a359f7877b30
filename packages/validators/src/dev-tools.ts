// The developer test pages (open in development, admin-only in production).
import { z } from "zod";
import { numeric } from "./common";

export const testPaymentIntentInput = z.object({
  amount: numeric(z.number().int("Amount must be whole cents").min(50, "Amount must be at least 50").max(100_000)),
});

export const programTypes = ["workout-routine", "beginner", "intermediate", "advanced"] as const;

/** Both variants of the test workout e-mail: {name, email} or {clientName, clientEmail}. */
export const testWorkoutEmailInput = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const value = raw as Record<string, unknown>;
    return { ...value, clientName: value.clientName ?? value.name, clientEmail: value.clientEmail ?? value.email };
  },
  z.object({
    clientName: z.string().trim().min(2, "Client name must be at least 2 characters.").max(100),
    clientEmail: z.string().trim().email("Please enter a valid email address.").max(254),
    programType: z.enum(programTypes, { error: "Please select a program type." }),
  }),
);

export const testWorkoutEmailForm = z.object({
  clientName: z.string().trim().min(2, "Client name must be at least 2 characters."),
  clientEmail: z.string().trim().email("Please enter a valid email address."),
  programType: z.enum(programTypes, { error: "Please select a program type." }),
});

export type TestWorkoutEmailForm = z.infer<typeof testWorkoutEmailForm>;

export const testSmtpInput = z.object({
  recipientEmail: z.string().trim().min(1, "Recipient email is required").email("validation.email.invalid"),
});

/** The paid test booking the scheduling test page starts from. */
export const testBookingOutput = z.object({
  success: z.boolean(),
  bookingId: z.number().int(),
  packageId: z.number().int(),
  sessionCount: z.number().int(),
  message: z.string(),
  accessToken: z.string(),
  clientName: z.string(),
});

/** The mail configuration the test message went through: never the password. */
export const testSmtpOutput = z.object({
  message: z.string(),
  configuration: z.object({
    transport: z.enum(["smtp", "log"]),
    host: z.string().nullable(),
    port: z.number().nullable(),
    secure: z.boolean(),
    from: z.string(),
  }),
});
