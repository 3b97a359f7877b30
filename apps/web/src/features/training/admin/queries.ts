import type { TemplateState } from "@studio/validators/kinds";
import { keepPreviousData } from "@tanstack/react-query";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

/** A plan whole as the browser has it (a template, or a client's copy). */
export type PlanDocument = RouterOutputs["admin"]["training"]["templates"]["get"];
export type TemplateSummary = RouterOutputs["admin"]["training"]["templates"]["list"]["items"][number];
export type ClientTraining = RouterOutputs["admin"]["training"]["client"];
export type LoggedDay = ClientTraining["days"]["items"][number];
export type QuietClient = RouterOutputs["admin"]["training"]["quiet"]["items"][number];

/** Templates on one page of her list. */
export const TEMPLATES_PAGE_SIZE = 20;
/** Quiet clients on one page of the list. */
export const QUIET_PAGE_SIZE = 20;
/** A client's logged days shown at a time on her page. */
export const LOGGED_DAYS_PAGE_SIZE = 5;

export interface TemplateFilters {
  search?: string;
  state?: TemplateState;
  page?: number;
}

/** Her templates' list, the same for the route's loader and the screen: only the filters set are sent. */
export const templateListQuery = ({ search, state, page }: TemplateFilters) =>
  trpc.admin.training.templates.list.queryOptions(
    {
      ...(search ? { search } : {}),
      ...(state && state !== "live" ? { state } : {}),
      ...(page && page > 1 ? { page } : {}),
      pageSize: TEMPLATES_PAGE_SIZE,
    },
    { staleTime: FRESH_FROM_LOADER_MS, placeholderData: keepPreviousData },
  );

export const templateQuery = (id: number) =>
  trpc.admin.training.templates.get.queryOptions({ id }, { staleTime: FRESH_FROM_LOADER_MS });

export const clientPlanQuery = (id: number) =>
  trpc.admin.training.plans.get.queryOptions({ id }, { staleTime: FRESH_FROM_LOADER_MS });

export const quietQuery = (page = 1) =>
  trpc.admin.training.quiet.queryOptions(
    { ...(page > 1 ? { page } : {}), pageSize: QUIET_PAGE_SIZE },
    { staleTime: FRESH_FROM_LOADER_MS, placeholderData: keepPreviousData },
  );

/** Only the count, for the Today screen. */
export const quietCountQuery = () => trpc.admin.training.quiet.queryOptions({ pageSize: 1 }, { staleTime: 60_000 });

export const clientTrainingQuery = (userId: number, page = 1) =>
  trpc.admin.training.client.queryOptions(
    { userId, ...(page > 1 ? { page } : {}), pageSize: LOGGED_DAYS_PAGE_SIZE },
    { staleTime: 0, placeholderData: keepPreviousData },
  );

/** After a plan is saved, assigned, archived or restored: every training list and view. */
export const trainingKey = () => trpc.admin.training.pathKey();
