import { studio } from "@studio/validators/studio";
import { LegalPage } from "./LegalPage";

export function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy" updated="November 1, 2026">
      <p>
        {studio.name} ("we", "I") is the personal-training business of {studio.trainer} in Miami, Florida. This policy
        explains what we collect when you use this website, why, how long we keep it and how you can ask us to delete
        it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Bookings:</strong> your name, e-mail address, phone number, training experience, address (for in-home
          sessions), notes you add, the package you chose, the price, any discount code and your session dates.
        </li>
        <li>
          <strong>Payments:</strong> card payments are handled by Stripe. We never see or store your card number; we
          keep the payment reference and whether it succeeded.
        </li>
        <li>
          <strong>E-mail codes:</strong> when you look up your sessions or programs we send a one-time code to your
          e-mail address. We store only a scrambled (hashed) form of the code, for 15 minutes.
        </li>
        <li>
          <strong>Progress entries:</strong> the mood, energy, workout and notes you record in the progress tracker,
          linked to your verified e-mail address.
        </li>
        <li>
          <strong>Photos:</strong> before-and-after photos shared with your permission for a testimonial. We remove
          location and camera data from every photo when it is uploaded. We publish them only while your consent is on
          record; withdraw it and they stop being shown at once.
        </li>
        <li>
          <strong>Messages and newsletter:</strong> what you send through the contact form, and your e-mail address if
          you subscribe to the newsletter.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To schedule and deliver your training, send confirmations and reminders, give you access to the programs you
        bought, answer your messages, send the newsletter you asked for, and keep the site secure. We do not sell your
        data or share it with advertisers.
      </p>
      <h2>How long we keep it</h2>
      <ul>
        <li>Bookings and payment records: 7 years, as tax law requires.</li>
        <li>E-mail codes: 15 minutes; sign-in sessions: up to 30 days.</li>
        <li>Progress entries and photos: until you ask us to delete them.</li>
        <li>Contact messages: 2 years. Newsletter address: until you unsubscribe.</li>
      </ul>
      <h2>Your choices</h2>
      <p>
        Signed in on My Sessions, you can download everything we keep under your e-mail (as a JSON file or as
        spreadsheets) and delete it yourself: after a code we e-mail you, your sessions are cancelled and your personal
        details erased, and only the bookings' amounts stay in our accounts, under "Erased client".
      </p>
      <p>
        You can also ask for a copy of your data, a correction or deletion at any time by writing to{" "}
        <a href={`mailto:${studio.email}`}>{studio.email}</a>. We answer within 30 days. Every newsletter has an
        unsubscribe link that works with one click.
      </p>
      <h2>Cookies</h2>
      <p>
        We use only the cookies the site needs to work: one that keeps you signed in after you verify your e-mail, and
        one for the trainer's admin sign-in. No advertising or tracking cookies.
      </p>
    </LegalPage>
  );
}
