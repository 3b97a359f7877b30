// The developer test pages' calls: a paid test booking of package 6, and a test payment intent.
import { packages } from "@studio/db";
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { markBookingPaid } from "./booking-payment";
import { createBooking } from "./bookings";

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
