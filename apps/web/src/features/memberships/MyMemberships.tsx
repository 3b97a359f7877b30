import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { trpc } from "../../lib/trpc";

/** The cards load only for a member: My Sessions' first load carries none of their code. */
const MembershipCards = lazy(() => import("./MembershipCards"));

/** In My Sessions: her memberships, each with what it brings, when it renews, and her pause, cancel and resume. */
export function MyMemberships() {
  const memberships = useQuery(trpc.portal.memberships.queryOptions(undefined, { staleTime: 0 }));
  if (!memberships.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <MembershipCards memberships={memberships.data} />
    </Suspense>
  );
}
