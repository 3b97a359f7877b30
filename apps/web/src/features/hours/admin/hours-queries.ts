import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

// The hours screen's queries, asked afresh on each visit; shared by the screen and its route's loader, which must
// ask for the very same ones.
const fresh = { staleTime: FRESH_FROM_LOADER_MS };
export const weeklyHoursQuery = () => trpc.admin.hours.weekly.queryOptions(undefined, fresh);
export const closuresQuery = () => trpc.admin.hours.closures.queryOptions(undefined, fresh);
export const closedDaySessionsQuery = () => trpc.admin.hours.closedDaySessions.queryOptions(undefined, fresh);
export const twoPlacesSessionsQuery = () => trpc.admin.hours.twoPlacesSessions.queryOptions(undefined, fresh);
export const daySettingsQuery = () => trpc.admin.hours.daySettings.queryOptions(undefined, fresh);
