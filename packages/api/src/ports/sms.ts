// Text messages behind one small interface: Twilio when configured, otherwise written to the log (and the
// reminder log says so), so SMS reminders can be chosen before the trainer has a Twilio account.

export interface SmsSender {
  readonly mode: "twilio" | "log";
  send(message: { to: string; body: string }): Promise<void>;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Twilio's API root; tests point it at a local stand-in. */
  apiUrl?: string;
}

export function twilioSms(config: TwilioConfig): SmsSender {
  const root = config.apiUrl ?? "https://api.twilio.com";
  const endpoint = `${root}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    mode: "twilio",
    async send({ to, body }) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: to, From: config.from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(`Twilio answered ${response.status}${answer?.message ? `: ${answer.message}` : ""}`);
      }
    },
  };
}

export function loggedSms(log: (line: string) => void): SmsSender {
  return {
    mode: "log",
    async send({ to, body }) {
      log(`SMS (no provider configured) to ${to}: ${body}`);
    },
  };
}

/** A number a carrier accepts: E.164 (+1 and ten digits for US numbers typed without a country code). */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^\+\d{8,15}$/.test(digits)) return digits;
  const bare = digits.replace(/\D/g, "");
  if (bare.length === 10) return `+1${bare}`;
  if (bare.length === 11 && bare.startsWith("1")) return `+${bare}`;
  return null;
}
