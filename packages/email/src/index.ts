export { escapeHtml, layout, type RenderedEmail } from "./layout";
export { createMailer, type EmailAttachment, type EmailMessage, type Mailer, type MailerOptions } from "./mailer";
export { testMessage } from "./templates/test-message";
