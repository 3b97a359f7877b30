import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useOneAtATime } from "../auth/StepForm";
import { type EmailCodeRules, useEmailCode, verificationFailed } from "../auth/useEmailCode";
import { usePurchaseChoice, type VerifiedPrograms } from "./PurchaseChoice";

export type AccessStep = "email" | "code" | "program";

interface Options extends EmailCodeRules {
  /** The toast once the program opens. */
  granted: string;
  /** The title of the toast for a refused code. */
  failedTitle?: string;
}

/**
 * The three steps of program access; a device with a client session opens her latest program straight away. Once
 * verified, she may open any other program or workout she owns from her list.
 */
export function useProgramAccess({ granted, failedTitle, ...rules }: Options) {
  const { t, i18n } = useT();
  const queryClient = useQueryClient();
  const flow = useEmailCode(rules);
  // After "Back" or "Access Another Workout" the old program must not reappear from the cache.
  const [cleared, setCleared] = useState(false);
  // Her programs are asked for only on a device she is signed in on: asked without a session, the answer is a
  // 401 that the browser reports as an error.
  const me = useQuery(trpc.portal.me.queryOptions(undefined, { staleTime: 0 }));
  const mine = useQuery(trpc.portal.myProgram.queryOptions(undefined, { staleTime: 0, enabled: !!me.data }));
  const verify = useMutation(trpc.portal.verifyProgram.mutationOptions());
  const signOut = useMutation(trpc.portal.signOut.mutationOptions());

  const verified: VerifiedPrograms | undefined = verify.data ?? (cleared ? undefined : mine.data);
  const choice = usePurchaseChoice(verified);
  // One verification at a time, whether the button or Enter asks: a second tap before the answer is ignored.
  const once = useOneAtATime(verify.isPending);
  const open = () => {
    if (!flow.codeReady()) return;
    once(() =>
      verify.mutateAsync({ email: flow.email, code: flow.code }).then(
        () => {
          choice.forget();
          toast(t("workouts.granted.title"), granted, "success");
        },
        (error: unknown) => verificationFailed(i18n, error, failedTitle),
      ),
    );
  };
  const reset = () => {
    setCleared(true);
    choice.forget();
    flow.clear();
    verify.reset();
    signOut.mutate(undefined, {
      onSettled: () => {
        queryClient.removeQueries({ queryKey: trpc.portal.me.queryKey() });
        queryClient.removeQueries({ queryKey: trpc.portal.myProgram.queryKey() });
        queryClient.removeQueries({ queryKey: trpc.portal.openProgram.pathKey() });
      },
    });
  };

  return {
    // The e-mail step shows while the device's session is asked about (what most visitors see, and what the server
    // draws); a signed-in device then waits for her program.
    loading: !!me.data && mine.isPending && !cleared,
    step: (verified ? "program" : flow.step) as AccessStep,
    /** Every program and workout she owns, newest first, once verified. */
    purchases: verified?.purchases ?? [],
    openedId: choice.openedId,
    /** The program on screen, in the shape of a query (another one she chose loads by its booking id). */
    opened: choice.opened,
    picked: choice.picked,
    openPurchase: choice.choose,
    email: flow.email,
    setEmail: flow.setEmail,
    code: flow.code,
    setCode: flow.setCode,
    sendCode: flow.sendCode,
    sending: flow.sending,
    /** Another code, for the code step's "Resend code"; a refusal is shown on the step. */
    resend: flow.resend,
    /** Seconds before "Resend code" may be used again (0: now). */
    resendIn: flow.resendIn,
    resendError: flow.resendError,
    open,
    opening: verify.isPending,
    backToEmail: () => {
      flow.backToEmail();
      flow.setCode("");
      verify.reset();
    },
    reset,
  };
}

export type ProgramAccess = ReturnType<typeof useProgramAccess>;
