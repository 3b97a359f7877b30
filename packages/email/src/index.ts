export {
  type CalendarPerson,
  calendarFeed,
  calendarInvite,
  type FeedInput,
  type InviteInput,
  type InviteMethod,
  type SessionEvent,
} from "./ics";
export { escapeHtml, layout, type RenderedEmail } from "./layout";
export {
  createMailer,
  type EmailAttachment,
  type EmailMessage,
  type Mailer,
  type MailerConfiguration,
  type MailerOptions,
} from "./mailer";
export {
  type BookingCancelledInput,
  bookingCancelled,
  type CancelRefundWay,
} from "./templates/booking-cancelled";
export { type BookingConfirmationInput, bookingConfirmation } from "./templates/booking-confirmation";
export { clientBroadcast } from "./templates/client-broadcast";
export { type ClientChangeInput, clientChange } from "./templates/client-change";
export { type ClientErasedInput, clientErased } from "./templates/client-erased";
export { clientMessage } from "./templates/client-message";
export { contactCopy } from "./templates/contact-copy";
export { type ContactReplyInput, contactReply } from "./templates/contact-reply";
export { eraseCode } from "./templates/erase-code";
export {
  type GiftCardEmailInput,
  type GiftCardReceiptInput,
  giftCardEmail,
  giftCardReceipt,
} from "./templates/gift-card";
export { type AgendaSession, type MorningAgendaInput, morningAgenda } from "./templates/morning-agenda";
export { type NewBookingInput, newBooking } from "./templates/new-booking";
export { newsletterConfirm } from "./templates/newsletter-confirm";
export { newsletterWelcome } from "./templates/newsletter-welcome";
export { packExpiring } from "./templates/pack-expiring";
export { paymentLinkEmail } from "./templates/payment-link";
export { type SessionChange, sessionChange } from "./templates/session-change";
export { sessionReminder } from "./templates/session-reminder";
export { testMessage } from "./templates/test-message";
export { verificationCode } from "./templates/verification-code";
export { waitlistOffer } from "./templates/waitlist-offer";
export { workoutComment } from "./templates/workout-comment";
export { workoutProgram } from "./templates/workout-program";
export { wordsIn } from "./words";
