// nodemailer is loaded with the first message, so a start without mail to send does not pay for it.
import type { Transporter } from "nodemailer";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailMessage {
  /** Unique per message and the same on every attempt to send it (the outbox row's). */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[] | null;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
}

/** What the SMTP test page may show of the configuration: never the password. */
export interface MailerConfiguration {
  transport: "smtp" | "log";
  host: string | null;
  port: number | null;
  secure: boolean;
  from: string;
}

export interface Mailer {
  /** "smtp" delivers for real; "log" only writes to the log (development without SMTP_URL). */
  readonly transport: "smtp" | "log";
  readonly configuration: MailerConfiguration;
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  log: (message: string) => void;
}

export function createMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      transport: "log",
      configuration: { transport: "log", host: null, port: null, secure: false, from },
      async send(message) {
        log(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
      },
      close() {},
    };
  }
  let transporter: Promise<Transporter> | undefined;
  const transport = () => {
    transporter ??= import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
    return transporter;
  };
  // Message-IDs are named after the sender's domain, as RFC 5322 suggests.
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    transport: "smtp",
    configuration: {
      transport: "smtp",
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      from,
    },
    async send(message) {
      await (await transport()).sendMail({
        messageId: `<${message.messageId}@${domain}>`,
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments ?? undefined,
        replyTo: message.replyTo ?? undefined,
        headers: message.headers ?? undefined,
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
