import type { WorkoutAccess } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { type EmailCodeRules, useEmailCode, verificationFailed } from "./useEmailCode";

export type AccessStep = "email" | "code" | "program";

interface Options extends EmailCodeRules {
  /** The toast once the program opens. */
  granted: string;
  /** The title of the toast for a refused code. */
  failedTitle?: string;
}

/** The three steps of program access; a device with a client session opens her program straight away. */
export function useProgramAccess({ granted, failedTitle, ...rules }: Options) {
  const queryClient = useQueryClient();
  const flow = useEmailCode(rules);
  // After "Back" or "Access Another Workout" the old program must not reappear from the cache.
  const [cleared, setCleared] = useState(false);
  const mine = useQuery(trpc.portal.myProgram.queryOptions(undefined, { staleTime: 0 }));
  const verify = useMutation(trpc.portal.verifyProgram.mutationOptions());
  const signOut = useMutation(trpc.portal.signOut.mutationOptions());

  const program: WorkoutAccess | undefined = verify.data ?? (cleared ? undefined : mine.data);
  const open = () => {
    if (!flow.codeReady()) return;
    verify.mutate(
      { email: flow.email, code: flow.code },
      {
        onSuccess: () => toast("Access Granted", granted, "success"),
        onError: (error) => verificationFailed(error, failedTitle),
      },
    );
  };
  const reset = () => {
    setCleared(true);
    flow.clear();
    verify.reset();
    signOut.mutate(undefined, {
      onSettled: () => queryClient.removeQueries({ queryKey: trpc.portal.myProgram.queryKey() }),
    });
  };

  return {
    loading: mine.isPending && !cleared,
    step: (program ? "program" : flow.step) as AccessStep,
    program,
    email: flow.email,
    setEmail: flow.setEmail,
    code: flow.code,
    setCode: flow.setCode,
    sendCode: flow.sendCode,
    sending: flow.sending,
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
