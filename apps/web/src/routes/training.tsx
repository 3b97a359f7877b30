import { createFileRoute } from "@tanstack/react-router";
import { readTrainingSearch } from "../features/training/search";
import { TrainingPage } from "../features/training/TrainingPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/training")({
  head: headOf("training.meta.title", "training.meta.description"),
  beforeLoad: withMessages("signin", "training"),
  validateSearch: readTrainingSearch,
  component: TrainingRoute,
});

function TrainingRoute() {
  return <TrainingPage search={Route.useSearch()} />;
}
