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
  const mine = useQuery(trpc.portal.myProgram.queryOptions(undefined, { staleTime: 0 }));
  const send = useMutation(trpc.portal.sendCode.mutationOptions({ onSuccess: () => setStep("code") }));
  const verify = useMutation(
    trpc.portal.verifyProgram.mutationOptions({
      onSuccess: (program) => queryClient.setQueryData(trpc.portal.myProgram.queryKey(), program),
    }),
  );
  const signOut = useMutation(trpc.portal.signOut.mutationOptions());

  const program: WorkoutAccess | undefined = mine.data;
  const reset = () => {
    setStep("email");
    setEmail("");
    setCode("");
    verify.reset();
    send.reset();
    queryClient.setQueryData(trpc.portal.myProgram.queryKey(), undefined);
    signOut.mutate();
  };

  return {
    loading: mine.isPending,
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
