// The portal's e-mail-code steps: the e-mail, the code sent to it, and SPEC's toasts on the way.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";

export interface EmailCodeRules {
  /** Checked before a code is sent: SPEC's '@' rule, only present, or not at all (the page disables its button). */
  email?: "address" | "present";
  /** Checked before the code is verified: six digits, only present, or not at all. */
  code?: "six-digits" | "present";
  /** The title of the toast saying the code is on its way. */
  sentTitle?: string;
}

/** The toast for a code the server refused. */
export function verificationFailed(error: unknown, title = "Verification Failed") {
  toast(title, errorMessage(error, "Invalid verification code"), "error");
}

export function useEmailCode({
  email: emailRule,
  code: codeRule,
  sentTitle = "Verification Code Sent",
}: EmailCodeRules) {
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const send = useMutation(trpc.portal.sendCode.mutationOptions());

  const sendCode = () => {
    if (emailRule === "address" && (!email.trim() || !email.includes("@"))) {
      toast("Invalid Email", "Please enter a valid email address", "error");
      return;
    }
    if (emailRule === "present" && !email.trim()) {
      toast("Email Required", "Please enter your email address", "error");
      return;
    }
    send.mutate(
      { email },
      {
        onSuccess: () => {
          toast(sentTitle, "Please check your email for the 6-digit verification code.", "success");
          setStep("code");
        },
        onError: (failure) => toast("Error", errorMessage(failure, "Failed to send verification code"), "error"),
      },
    );
  };

  /** Whether a code may go to the server; when not, a toast says why. */
  const codeReady = (value = code) => {
    if (codeRule === "six-digits" && !/^\d{6}$/.test(value)) {
      toast("Invalid Code", "Please enter the 6-digit verification code", "error");
      return false;
    }
    if (codeRule === "present" && !value.trim()) {
      toast("Code Required", "Please enter the verification code", "error");
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
    codeReady,
    backToEmail: () => setStep("email"),
    /** Back to an empty e-mail step. */
    clear: () => {
      setStep("email");
      setEmail("");
      setCode("");
      send.reset();
    },
  };
}
