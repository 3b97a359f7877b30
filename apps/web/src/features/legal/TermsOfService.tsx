import { studio } from "@studio/validators/studio";
import { LegalPage } from "./LegalPage";

export function TermsOfService() {
  return (
    <LegalPage title="Terms of Service" updated="November 1, 2026">
      <p>These terms apply when you book training or buy a program from {studio.name}. By booking you agree to them.</p>
      <h2>Booking and payment</h2>
      <ul>
        <li>Prices are in US dollars and are shown before you pay. Discount codes apply as stated on each code.</li>
        <li>Card payments are processed securely by Stripe. Your booking is confirmed once payment succeeds.</li>
        <li>
          Multi-session packages are scheduled session by session, ideally one to two weeks in advance. Sessions are
          available Mon-Fri 6am-11am and 4pm-8pm, and Sat 9am-12pm.
        </li>
        <li>Packages are personal and cannot be transferred without our agreement.</li>
      </ul>
      <h2>Cancellations and rescheduling</h2>
      <ul>
        <li>You can reschedule or cancel a session free of charge up to 24 hours before it starts.</li>
        <li>Sessions cancelled within 24 hours of the start time, or missed, are forfeited.</li>
        <li>If I need to cancel, your session is always rescheduled or credited back to your package.</li>
      </ul>
      <h2>Refunds</h2>
      <ul>
        <li>
          Unused sessions of a package can be refunded within 30 days of purchase, less the sessions already used.
        </li>
        <li>Online programs and Workouts of the Day are delivered instantly and are not refundable once accessed.</li>
        <li>Refunds go back to the original payment method within 10 business days.</li>
      </ul>
      <h2>Your health</h2>
      <p>
        Please check with your doctor before starting a new exercise program, and tell me about any injury, condition or
        medication that may affect your training. Stop and tell me straight away if anything feels wrong.
      </p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${studio.email}`}>{studio.email}</a> or call{" "}
        <a href={studio.phoneHref}>{studio.phone}</a>.
      </p>
    </LegalPage>
  );
}
