import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { trainerFeedQuery } from "../features/calendar/admin/trainer-feed-query";
import { HoursAndDaysOff } from "../features/hours/admin/HoursAndDaysOff";
import {
  closedDaySessionsQuery,
  closuresQuery,
  daySettingsQuery,
  twoPlacesSessionsQuery,
  weeklyHoursQuery,
} from "../features/hours/admin/hours-queries";

export const Route = createFileRoute("/admin/hours")({
  staticData: { adminTitle: "Hours & Days Off" },
  // The queries the screen asks for, to the letter, so that it finds them under way or answered.
  loader: ({ context }) => {
    prefetchAdminQuery(context, closedDaySessionsQuery());
    prefetchAdminQuery(context, twoPlacesSessionsQuery());
    prefetchAdminQuery(context, daySettingsQuery());
    prefetchAdminQuery(context, weeklyHoursQuery());
    prefetchAdminQuery(context, closuresQuery());
    prefetchAdminQuery(context, trainerFeedQuery());
  },
  component: HoursAndDaysOff,
});
