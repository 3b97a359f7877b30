// The portal's e-mail-code steps: the e-mail, the code sent to it, and SPEC's toasts on the way.
import { type I18n, translate } from "@studio/i18n";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";

export interface EmailCodeRules {
  /** Checked before a code is sent: SPEC's '@' rule, only present, or not at all (the page disables its button). */
  email?: "address" | "present";
  /** Checked before the code is verified: six digits, only present, or not at all. */
  code?: "six-digits" | "present";
  /** The title of the toast saying the code is on its way ("Verification Code Sent" unless given). */
  sentTitle?: string;
}

/** Seconds between two codes asked for from one page; the server allows 5 per e-mail and 30 per address an hour. */
export const RESEND_COOLDOWN_S = 30;

/** The toast for a code the server refused, in the page's language. */
export function verificationFailed(i18n: I18n, error: unknown, title = translate(i18n, "signin.failed.title")) {
  toast(title, errorMessage(error, translate(i18n, "signin.failed.body")), "error");
}

/** Whole seconds until `until` (a Date.now() time), counting down once a second; 0 when it has passed. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.min(RESEND_COOLDOWN_S, Math.ceil((until - now) / 1000)));
}

export function useEmailCode({ email: emailRule, code: codeRule, sentTitle }: EmailCodeRules) {
  const { t } = useT();
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const send = useMutation(trpc.portal.sendCode.mutationOptions());
  // One code request at a time, whichever button or key asks: set before the request starts, so a second tap
  // that lands before the page re-renders is ignored rather than sending (and counting) a second code.
  const sendingNow = useRef(false);
  // When another code may be asked for, and why the last resend failed (a 429 names the wait).
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const resendIn = useSecondsLeft(resendAt);

  const request = (onFailure: (message: string) => void) => {
    if (sendingNow.current) return undefined;
    sendingNow.current = true;
    setResendError(null);
    return send
      .mutateAsync({ email })
      .then(
        () => {
          toast(sentTitle ?? t("signin.sent.title"), t("signin.sent.body"), "success");
          setStep("code");
          return true;
        },
        (failure: unknown) => {
          onFailure(errorMessage(failure, t("signin.sendFailed")));
          return false;
        },
      )
      .finally(() => {
        sendingNow.current = false;
        setResendAt(Date.now() + RESEND_COOLDOWN_S * 1000);
      });
  };

  /** Sends the first code; a promise while it is on its way, nothing when the e-mail was refused (or one is). */
  const sendCode = () => {
    if (sendingNow.current) return undefined;
    if (emailRule === "address" && (!email.trim() || !email.includes("@"))) {
      toast(t("signin.invalidEmail.title"), t("signin.invalidEmail.body"), "error");
      return undefined;
    }
    if (emailRule === "present" && !email.trim()) {
      toast(t("signin.emailRequired.title"), t("signin.emailRequired.body"), "error");
      return undefined;
    }
    return request((message) => toast(t("signin.error.title"), message, "error"));
  };

  /** Sends another code from the code step once the cooldown is over; a refusal is shown on the step. */
  const resend = () => {
    if (resendIn > 0) return undefined;
    return request(setResendError);
  };

  /** Whether a code may go to the server; when not, a toast says why. */
  const codeReady = (value = code) => {
    if (codeRule === "six-digits" && !/^\d{6}$/.test(value)) {
      toast(t("signin.invalidCode.title"), t("signin.invalidCode.body"), "error");
      return false;
    }
    if (codeRule === "present" && !value.trim()) {
      toast(t("signin.codeRequired.title"), t("signin.codeRequired.body"), "error");
      return false;
    }
    return true;
  };

  return {
    step,
    email,
    setEmail,
    code,
    setCode,
    sendCode,
    sending: send.isPending,
    /** Another code, for the code step's "Resend code". */
    resend,
    /** Seconds before "Resend code" may be used again (0: now). */
    resendIn,
    resendError,
    codeReady,
    backToEmail: () => {
      setStep("email");
      setResendError(null);
    },
    /** Back to an empty e-mail step. */
    clear: () => {
      setStep("email");
      setEmail("");
      setCode("");
      setResendError(null);
      send.reset();
    },
  };
}
