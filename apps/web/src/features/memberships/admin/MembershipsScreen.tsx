import { Chip, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { MEMBERSHIPS_PAGE_SIZE } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Pager } from "../../../components/Pager";
import { QueryState } from "../../../components/QueryState";
import { compact } from "../../../lib/list-search";
import { errorMessage } from "../../../lib/trpc";
import { MembershipCard } from "./MembershipCard";
import { membershipsQuery } from "./membership-queries";
import {
  MEMBERSHIP_VIEWS,
  type MembershipView,
  membershipListInput,
  readMembershipsSearch,
} from "./memberships-search";

const route = getRouteApi("/admin/memberships");

const viewLabels: Record<MembershipView, string> = {
  all: "All",
  attention: "Needs attention",
  active: "Active",
  paused: "Paused",
  cancelled: "Ended",
  incomplete: "Not paid",
};

/** What an empty view says. */
const emptyLabels: Record<MembershipView, string> = {
  all: "No memberships yet: one begins when a client buys a monthly package.",
  attention: "Nothing needs your attention: every renewal was paid.",
  active: "No active memberships.",
  paused: "No paused memberships.",
  cancelled: "No memberships have ended.",
  incomplete: "No sign-ups waiting for their first payment.",
};

/**
 * The clients who pay for a package every month, newest first: where each stands, the renewals that failed
 * first under "Needs attention", and a pause, resume, cancel or keep for each, asked first.
 */
export function MembershipsScreen() {
  const search = readMembershipsSearch(route.useSearch());
  const navigate = route.useNavigate();
  const list = useQuery(membershipsQuery(membershipListInput(search)));
  const view = search.filter ?? "all";
  const page = search.page ?? 1;
  const attention = list.data?.attention;
  return (
    <Stack gap="md">
      <Chip.Group
        multiple={false}
        value={view}
        onChange={(next) =>
          void navigate({ search: compact({ filter: next === "all" ? undefined : (next as MembershipsFilter) }) })
        }
      >
        <Group gap="xs" role="radiogroup" aria-label="Show">
          {MEMBERSHIP_VIEWS.map((one) => (
            <Chip
              key={one}
              value={one}
              size="sm"
              color={one === "attention" && attention ? "red.8" : undefined}
              variant={one === "attention" && attention ? "outline" : "light"}
            >
              {viewLabels[one]}
              {one === "attention" && attention ? ` (${attention})` : ""}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryState
        query={list}
        label="Loading memberships"
        error={(error) => <Text c="red.8">{errorMessage(error, "The memberships could not be loaded.")}</Text>}
      >
        {({ memberships, total }) => (
          <Stack gap="sm" aria-busy={list.isPlaceholderData}>
            {memberships.length ? (
              <>
                <Text size="sm" c="dimmed">
                  {total === 1 ? "1 membership" : `${total.toLocaleString("en-US")} memberships`}
                </Text>
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
                  {memberships.map((membership) => (
                    <MembershipCard key={membership.id} membership={membership} />
                  ))}
                </SimpleGrid>
              </>
            ) : (
              <Text c="dimmed">{emptyLabels[view]}</Text>
            )}
            <Pager
              page={page}
              hasMore={page * MEMBERSHIPS_PAGE_SIZE < total}
              onPage={(next) => void navigate({ search: compact({ ...search, page: next > 1 ? next : undefined }) })}
              label="Pages of memberships"
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

type MembershipsFilter = Exclude<MembershipView, "all">;
