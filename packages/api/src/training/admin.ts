import {
  assignPlanInput,
  clientPlanSaveInput,
  clientTrainingInput,
  clientTrainingOutput,
  idInput,
  planDocumentOutput,
  quietClientsInput,
  quietClientsOutput,
  templateLinkInput,
  templateListInput,
  templatePageOutput,
  templateSaveInput,
  workoutCommentInput,
  workoutCommentOutput,
} from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { assignPlan, getClientPlan, saveClientPlan, setClientPlanArchived } from "./client-plans";
import { clientTraining } from "./client-view";
import { commentOnWorkout } from "./comments";
import { quietClients } from "./quiet";
import { archiveTemplate, getTemplate, linkTemplate, listTemplates, restoreTemplate, saveTemplate } from "./templates";

/** Her plan templates (admin.training.templates.*). */
const templatesAdminRouter = router({
  list: adminProcedure
    .input(templateListInput)
    .output(templatePageOutput)
    .query(({ ctx, input }) => listTemplates(ctx, input)),
  get: adminProcedure
    .input(idInput)
    .output(planDocumentOutput)
    .query(({ ctx, input }) => getTemplate(ctx, input.id)),
  /** Creates one (no id; once per request key) or saves one again whole, keeping the rows it names. */
  save: adminProcedure
    .input(templateSaveInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => saveTemplate(ctx, input)),
  archive: adminProcedure
    .input(idInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => archiveTemplate(ctx, input.id)),
  restore: adminProcedure
    .input(idInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => restoreTemplate(ctx, input.id)),
  /** The online program whose buyers get it from now on; null unlinks it. */
  link: adminProcedure
    .input(templateLinkInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => linkTemplate(ctx, input)),
});

/** Clients' own copies (admin.training.plans.*), each change in the audit trail. */
const clientPlansAdminRouter = router({
  get: adminProcedure
    .input(idInput)
    .output(planDocumentOutput)
    .query(({ ctx, input }) => getClientPlan(ctx, input.id)),
  save: adminProcedure
    .input(clientPlanSaveInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => saveClientPlan(ctx, ctx.adminSession.username, input)),
  /** Takes it away from her (her logs stay). */
  archive: adminProcedure
    .input(idInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => setClientPlanArchived(ctx, ctx.adminSession.username, input.id, true)),
  restore: adminProcedure
    .input(idInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => setClientPlanArchived(ctx, ctx.adminSession.username, input.id, false)),
});

/** The trainer's side of training, published as admin.training.*. */
export const trainingAdminRouter = router({
  templates: templatesAdminRouter,
  plans: clientPlansAdminRouter,
  /** Copies a template to a client from a Miami day; a repeated request key is one plan. */
  assign: adminProcedure
    .input(assignPlanInput)
    .output(planDocumentOutput)
    .mutation(({ ctx, input }) => assignPlan(ctx, ctx.adminSession.username, input)),
  /** One client's training at a glance, her logged days a page at a time. */
  client: adminProcedure
    .input(clientTrainingInput)
    .output(clientTrainingOutput)
    .query(({ ctx, input }) => clientTraining(ctx, input)),
  /** Clients with a plan in progress who have logged nothing for a week, longest quiet first. */
  quiet: adminProcedure
    .input(quietClientsInput)
    .output(quietClientsOutput)
    .query(({ ctx, input }) => quietClients(ctx, input)),
  /** A comment on a day she logged, e-mailed to her; a repeated request key is one comment and one e-mail. */
  comment: adminProcedure
    .input(workoutCommentInput)
    .output(workoutCommentOutput)
    .mutation(({ ctx, input }) => commentOnWorkout(ctx, ctx.adminSession.username, input)),
});
