import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { ExerciseLibrary } from "../features/exercises/admin/ExerciseLibrary";
import { exerciseListQuery } from "../features/exercises/admin/queries";

export const Route = createFileRoute("/admin/exercises")({
  staticData: { adminTitle: "Exercise Library" },
  // The query ExerciseLibrary asks for first, to the letter, so that the screen finds it under way or answered.
  loader: ({ context }) => prefetchAdminQuery(context, exerciseListQuery({})),
  component: ExerciseLibrary,
});
