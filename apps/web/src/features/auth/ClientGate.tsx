import { Paper, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { useWorkerForClient } from "../../lib/register-worker";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { EmailCodeSteps } from "./EmailCodeSteps";
import { verificationFailed } from "./useEmailCode";

export interface ClientIdentity {
  email: string;
  userId: number;
}

/**
 * Asks once per device for the e-mail code; a client with a session goes straight through. Its route loads the
 * `gate` catalogue. A client known to be signed in gets the site's worker (her pages offline, her notifications).
 */
export function ClientGate({ intro, children }: { intro: string; children: (client: ClientIdentity) => ReactNode }) {
  const { t, i18n } = useT();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.portal.me.queryOptions(undefined, { staleTime: 0 }));
  useWorkerForClient(!!me.data);
  const verify = useMutation(
    trpc.portal.verify.mutationOptions({
      onSuccess: (client) => {
        toast(t("signin.verified.title"), t("signin.verified.welcomeBack"), "success");
        queryClient.setQueryData(trpc.portal.me.queryKey(), client);
      },
      onError: (error) => verificationFailed(i18n, error),
    }),
  );

  const signIn = (
    <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder maw={520}>
      <Text mb="md">{intro}</Text>
      <EmailCodeSteps onVerify={(email, code) => verify.mutate({ email, code })} verifying={verify.isPending} />
    </Paper>
  );
  // While the device's session is asked about, the sign-in shows: it is what most visitors see and what the server
  // draws, so the page does not jump when the answer comes.
  if (me.isPending) return signIn;
  // A check that failed (no connection yet, the phone just back online) keeps the page of the client it last knew:
  // only the server's own answer that nobody is signed in shows the sign-in.
  if (me.isError && me.data) return children(me.data);
  return (
    <QueryState query={me} error={signIn}>
      {(client) => (client ? children(client) : signIn)}
    </QueryState>
  );
}
