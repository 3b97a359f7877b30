import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { templateQuery } from "../features/training/admin/queries";
import { TemplateEditorScreen } from "../features/training/admin/TemplateEditorScreen";

// A template's editor (its own chunk, loaded when she opens a plan); "new" for one not saved yet.
export const Route = createFileRoute("/admin/training/templates/$templateId")({
  staticData: { adminTitle: "Plan", adminPageTitle: "Plan · Training" },
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.templateId)) prefetchAdminQuery(context, templateQuery(Number(params.templateId)));
  },
  component: TemplateEditorScreen,
});
