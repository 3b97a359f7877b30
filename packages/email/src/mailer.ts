import nodemailer from "nodemailer";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[] | null;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
}

export interface Mailer {
  /** "smtp" delivers for real; "log" only writes to the log (development without SMTP_URL). */
  readonly transport: "smtp" | "log";
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
      async send(message) {
        log(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: "smtp",
    async send(message) {
      await transporter.sendMail({
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
    close: () => transporter.close(),
  };
}
