import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { errorMessage } from "../../../lib/trpc";
import { MembershipCard } from "./MembershipCard";
import { membershipsQuery } from "./membership-queries";

/**
 * A client's memberships on her page, with the same actions as the Memberships page; nothing at all for a client
 * who never had one (most of them), so her page does not grow an empty section.
 */
export function ClientMemberships({ email }: { email: string }) {
  const list = useQuery(membershipsQuery({ clientEmail: email }));
  return (
    <QueryState
      query={list}
      loader={null}
      error={(error) => <Text c="red.8">{errorMessage(error, "Her memberships could not be loaded.")}</Text>}
    >
      {({ memberships }) =>
        memberships.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="client-memberships">
            <Title order={3} id="client-memberships" fz="lg">
              Membership
            </Title>
            {memberships.map((membership) => (
              <MembershipCard key={membership.id} membership={membership} showClient={false} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
