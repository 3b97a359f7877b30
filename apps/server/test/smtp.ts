// A real SMTP server for tests: it receives what the site sends and parses each message.
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpServerOptions {
  /** Runs once a message has been received, before the server answers that it accepted it. */
  beforeAccepting?: () => Promise<void>;
}

/** Whether `mail` was sent to `address` (among its recipients). */
export const sentTo = (mail: ParsedMail, address: string) => JSON.stringify(mail.to ?? "").includes(address);

export async function startSmtpServer(port = 0, { beforeAccepting }: SmtpServerOptions = {}) {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          await beforeAccepting?.();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    /** Resolves once `n` messages have arrived (or fails after `ms`). */
    async waitFor(n: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`Expected ${n} e-mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    /** The first message to `address` among those from the `from`-th on, once it has arrived (or fails after `ms`). */
    async nextTo(address: string, from = 0, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.slice(from).find((mail) => sentTo(mail, address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${address} in ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
