// The developer test pages' calls: a paid test booking of package 6, and a test payment intent.
import { packages, workoutPrograms } from "@studio/db";
import { testMessage, workoutProgram } from "@studio/email";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { createBooking } from "../bookings/bookings";
import type { Services } from "../context";
import { sendEmail } from "../lib/outbox";
import { refusal } from "../lib/said";
import { markBookingPaid } from "../payments/booking-payment";

export const TEST_PACKAGE_ID = 6;

export async function createTestBooking(services: Services) {
  const booking = await createBooking(services, {
    packageId: TEST_PACKAGE_ID,
    clientName: "Test Client",
    clientEmail: "test.client@example.com",
    phone: "3055550100",
    experience: "beginner",
    address: null,
    notes: "Created from the test scheduling page",
    discountCode: null,
  });
  await markBookingPaid(services, booking.id, {
    method: "mock",
    paymentIntent: `mock_${booking.id}`,
    status: "confirmed",
  });
  const [pkg] = await services.db.select().from(packages).where(eq(packages.id, TEST_PACKAGE_ID));
  return {
    success: true,
    bookingId: booking.id,
    packageId: TEST_PACKAGE_ID,
    sessionCount: pkg?.sessionCount ?? 12,
    message: `Test booking #${booking.id} created for ${pkg?.name ?? "12 Gym Sessions"}`,
    accessToken: booking.accessToken,
    clientName: booking.clientName,
  };
}

export async function createTestPaymentIntent(services: Services, amountCents: number) {
  const publishableKey = services.payments.publishableKey;
  if (services.payments.mode === "mock")
    return { clientSecret: "mock_secret_test", isMockPayment: true, publishableKey };
  const intent = await services.payments.createIntent({
    bookingId: 0,
    amountCents,
    idempotencyKey: `test-${Date.now()}`,
    description: "Test payment from the test checkout page",
  });
  return { clientSecret: intent.clientSecret ?? "", isMockPayment: false, publishableKey };
}

const programPackages = { "workout-routine": 3, beginner: 4, intermediate: 5, advanced: 12 } as const;

/** Sends the chosen program by e-mail, as a purchase would. */
export async function sendTestWorkoutEmail(
  services: Services,
  input: { clientName: string; clientEmail: string; programType: keyof typeof programPackages },
) {
  const [program] = await services.db
    .select()
    .from(workoutPrograms)
    .where(eq(workoutPrograms.packageId, programPackages[input.programType]));
  if (!program) throw refusal("NOT_FOUND", "server.programs.notYet");
  const sent = await sendEmail(services, {
    to: input.clientEmail,
    template: "workout-program",
    email: workoutProgram({ clientName: input.clientName, title: program.title, body: program.body }),
  });
  if (!sent)
    throw new TRPCError({
      code: "BAD_GATEWAY",
      message: "Failed to send workout plan: the mail server did not accept it.",
    });
  return { success: true, message: `Workout plan sent to ${input.clientEmail}` };
}

/** Sends a test message and reports the configuration it used (never the password). */
export async function sendTestSmtp(services: Services, recipientEmail: string) {
  const configuration = services.mailer.configuration;
  const sent = await sendEmail(services, {
    to: recipientEmail,
    template: "test-message",
    email: testMessage({ transport: configuration.host ?? "the development log", sentAt: services.now() }),
  });
  if (!sent) {
    throw new TRPCError({
      code: "BAD_GATEWAY",
      message: `Failed to send test email through ${configuration.host}:${configuration.port}`,
    });
  }
  const where =
    configuration.transport === "smtp"
      ? `${configuration.host}:${configuration.port}`
      : "the development mailbox (/dev/mailbox)";
  return { message: `Test email sent to ${recipientEmail} through ${where}.`, configuration };
}
