import type { WorkoutAccess } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../lib/trpc";

export type AccessStep = "email" | "code" | "program";

/** The three steps of program access; a device with a client session opens her program straight away. */
export function useProgramAccess() {
  const queryClient = useQueryClient();
  const [stepWanted, setStep] = useState<Exclude<AccessStep, "program">>("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  // After "Back" or "Access Another Workout" the old program must not reappear from the cache.
  const [cleared, setCleared] = useState(false);
  const mine = useQuery(trpc.portal.myProgram.queryOptions(undefined, { staleTime: 0 }));
  const send = useMutation(trpc.portal.sendCode.mutationOptions({ onSuccess: () => setStep("code") }));
  const verify = useMutation(trpc.portal.verifyProgram.mutationOptions());
  const signOut = useMutation(trpc.portal.signOut.mutationOptions());

  const program: WorkoutAccess | undefined = verify.data ?? (cleared ? undefined : mine.data);
  const reset = () => {
    setCleared(true);
    setStep("email");
    setEmail("");
    setCode("");
    verify.reset();
    send.reset();
    signOut.mutate(undefined, {
      onSettled: () => queryClient.removeQueries({ queryKey: trpc.portal.myProgram.queryKey() }),
    });
  };

  return {
    loading: mine.isPending && !cleared,
    step: (program ? "program" : stepWanted) as AccessStep,
    program,
    email,
    setEmail,
    code,
    setCode,
    send,
    verify,
    backToEmail: () => {
      setStep("email");
      setCode("");
      verify.reset();
    },
    reset,
  };
}
