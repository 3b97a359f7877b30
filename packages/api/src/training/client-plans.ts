// A client's own plans, as the trainer keeps them: a template copied to her from a day (once per attempt of the
// form), her copy read and saved as one document (the knee-friendly swap changes hers, never the template), taken
// away and given back. Each change is in the audit trail, under her address, in the transaction of the change; the
// entry says which plan and how big it is, never its notes (they may speak of her health).
import { type Executor, trainingPlans, users } from "@studio/db";
import type { assignPlanInput, clientPlanSaveInput, PlanDocument } from "@studio/validators";
import { addDays, studioDate } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { fieldError } from "../lib/errors";
import { oncePerRequest } from "../lib/once-per-request";
import { clientAccount } from "./client-account";
import { copyPlan } from "./copy-plan";
import { isCopy, isTemplate, planDocument, planNotFound } from "./plan-rows";
import { savePlanDocument } from "./plan-save";

/** How far from today a plan may be dated to start: a year either way. */
const START_WITHIN_DAYS = 366;

/** What the audit trail keeps of a plan: which, from when, and its size. */
const summaryOf = (plan: PlanDocument) => ({
  planId: plan.id,
  title: plan.title,
  startsOn: plan.startsOn,
  workouts: plan.workouts.length,
  exercises: plan.workouts.reduce((sum, workout) => sum + workout.exercises.length, 0),
  archived: plan.archivedAt !== null,
});

function checkStart(services: Services, startsOn: string) {
  const today = studioDate(services.now());
  if (startsOn < addDays(today, -START_WITHIN_DAYS) || startsOn > addDays(today, START_WITHIN_DAYS))
    throw fieldError("startsOn", "A plan starts within a year of today");
}

/** Copies a live template to a client from `startsOn` (Miami); Assign tapped twice makes one plan. */
export async function assignPlan(
  services: Services,
  actor: string,
  input: z.output<typeof assignPlanInput>,
): Promise<PlanDocument> {
  checkStart(services, input.startsOn);
  const { email } = await clientAccount(services.db, input.userId);
  const byKey = async (key: string) => {
    const [found] = await services.db
      .select({ id: trainingPlans.id, userId: trainingPlans.userId })
      .from(trainingPlans)
      .where(eq(trainingPlans.requestKey, key));
    if (found && found.userId !== input.userId)
      throw new TRPCError({ code: "CONFLICT", message: "This form's key was used for another plan" });
    return found ? planDocument(services.db, found.id, isCopy) : null;
  };
  return oncePerRequest(input.requestKey, byKey, () =>
    services.db.transaction(async (tx) => {
      const [template] = await tx
        .select({ id: trainingPlans.id })
        .from(trainingPlans)
        .where(and(eq(trainingPlans.id, input.templateId), isTemplate, isNull(trainingPlans.archivedAt)));
      if (!template) throw fieldError("templateId", "This template is not in use: restore it first");
      const id = await copyPlan(tx, template.id, {
        userId: input.userId,
        startsOn: input.startsOn,
        requestKey: input.requestKey ?? null,
      });
      if (id === null) return null; // the same attempt, sent twice at once: the first one answers
      const plan = await planDocument(tx, id, isCopy);
      await audit(tx, { actor, action: "training.plan_assign", clientEmail: email, after: summaryOf(plan) });
      return plan;
    }),
  );
}

export const getClientPlan = (services: Services, id: number) => planDocument(services.db, id, isCopy);

/** Her copy locked for a change, with her address for the audit trail; refused as not found. */
async function lockedCopy(tx: Executor, id: number) {
  const [found] = await tx
    .select({ id: trainingPlans.id, email: users.email })
    .from(trainingPlans)
    .innerJoin(users, eq(users.id, trainingPlans.userId))
    .where(and(eq(trainingPlans.id, id), isCopy))
    .for("update", { of: trainingPlans });
  if (!found) throw planNotFound();
  return found;
}

/** Her copy saved again as a whole, her first day with it; the template it came from is not touched. */
export async function saveClientPlan(
  services: Services,
  actor: string,
  input: z.output<typeof clientPlanSaveInput>,
): Promise<PlanDocument> {
  const { id, startsOn, ...plan } = input;
  return services.db.transaction(async (tx) => {
    const { email } = await lockedCopy(tx, id);
    const before = await planDocument(tx, id, isCopy);
    if (startsOn !== before.startsOn) checkStart(services, startsOn);
    await savePlanDocument(tx, id, plan, { startsOn });
    const after = await planDocument(tx, id, isCopy);
    await audit(tx, {
      actor,
      action: "training.plan_change",
      clientEmail: email,
      before: summaryOf(before),
      after: summaryOf(after),
    });
    return after;
  });
}

/**
 * Takes her copy away (out of her days and her trainer's counts) or gives it back; her logs stay hers either way.
 * Asking for the state it is in changes nothing and writes no entry.
 */
export async function setClientPlanArchived(services: Services, actor: string, id: number, archived: boolean) {
  return services.db.transaction(async (tx) => {
    const { email } = await lockedCopy(tx, id);
    const before = await planDocument(tx, id, isCopy);
    if ((before.archivedAt !== null) === archived) return before;
    await tx
      .update(trainingPlans)
      .set({ archivedAt: archived ? services.now() : null })
      .where(eq(trainingPlans.id, id));
    const after = await planDocument(tx, id, isCopy);
    await audit(tx, {
      actor,
      action: archived ? "training.plan_remove" : "training.plan_restore",
      clientEmail: email,
      before: summaryOf(before),
      after: summaryOf(after),
    });
    return after;
  });
}
