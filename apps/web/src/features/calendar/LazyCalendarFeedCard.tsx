import { lazy } from "react";

/** The calendar feed card, downloaded only once she is signed in (with her sessions, in the same wait). */
export const LazyCalendarFeedCard = lazy(() =>
  import("./CalendarFeedCard").then((module) => ({ default: module.CalendarFeedCard })),
);
