// The trainer's plan templates: her list, found by title in either language, a page at a time; a template saved as
// one document; archive and restore; and the online program whose buyers get it as their plan. Her content, like
// her exercise library, so not in the audit trail; what she changes in a client's copy is (client-plans.ts).
import { packages, type Transaction, trainingPlans } from "@studio/db";
import type { PlanDocument, templateLinkInput, templateListInput, templateSaveInput } from "@studio/validators";
import { writtenTranslations } from "@studio/validators/in-language";
import { packageCategory } from "@studio/validators/kinds";
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { fieldError } from "../lib/errors";
import { oncePerRequest } from "../lib/once-per-request";
import { offsetOf, pageOf } from "../lib/paging";
import { isUniqueViolation } from "../lib/unique-violation";
import { isTemplate, lastPlanDay, planDocument, planNotFound, workoutCount } from "./plan-rows";
import { savePlanDocument } from "./plan-save";

const ONE_PER_PROGRAM = "training_plans_program";
const programTaken = () =>
  fieldError("packageId", "Another template is this program's plan already: unlink that one first");

/** Templates whose title, English or her Spanish one, holds `needle` in any case (% and _ are only themselves). */
const titled = (needle: string): SQL =>
  sql`(strpos(lower(${trainingPlans.title}), lower(${needle})) > 0
    or strpos(lower(coalesce(${trainingPlans.translations}->'es'->>'title', '')), lower(${needle})) > 0)`;

/** A page of her templates in title order, with how many match in all. */
export async function listTemplates(services: Services, query: z.output<typeof templateListInput>) {
  const where = and(
    isTemplate,
    query.state === "live" ? isNull(trainingPlans.archivedAt) : undefined,
    query.state === "archived" ? isNotNull(trainingPlans.archivedAt) : undefined,
    query.search ? titled(query.search) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    services.db
      .select({
        id: trainingPlans.id,
        title: trainingPlans.title,
        translations: trainingPlans.translations,
        packageId: trainingPlans.packageId,
        packageName: packages.name,
        workouts: workoutCount.mapWith(Number),
        days: sql<number>`coalesce(${lastPlanDay} + 1, 0)`.mapWith(Number),
        archivedAt: trainingPlans.archivedAt,
        updatedAt: trainingPlans.updatedAt,
      })
      .from(trainingPlans)
      .leftJoin(packages, eq(packages.id, trainingPlans.packageId))
      .where(where)
      .orderBy(asc(sql`lower(${trainingPlans.title})`), asc(trainingPlans.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db.select({ total: count() }).from(trainingPlans).where(where),
  ]);
  return pageOf(
    items.map((item) => ({ ...item, packageName: item.packageName ?? null })),
    counted?.total ?? 0,
    query,
  );
}

export const getTemplate = (services: Services, id: number) => planDocument(services.db, id, isTemplate);

/** Her template locked for a change, or refused as not found. */
async function lockedTemplate(tx: Transaction, id: number) {
  const [found] = await tx
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, id), isTemplate))
    .for("update");
  if (!found) throw planNotFound();
  return found;
}

/**
 * A new template (once per attempt of her form) or one saved again as a whole. Saved again, the rows it keeps keep
 * their ids, so the logs of clients' copies made from it are untouched (their copies have rows of their own).
 */
export async function saveTemplate(
  services: Services,
  input: z.output<typeof templateSaveInput>,
): Promise<PlanDocument> {
  const { id, requestKey, ...plan } = input;
  if (id !== undefined)
    return services.db.transaction(async (tx) => {
      await lockedTemplate(tx, id);
      await savePlanDocument(tx, id, plan, {});
      return planDocument(tx, id, isTemplate);
    });
  const byKey = async (key: string) => {
    const [found] = await services.db
      .select({ id: trainingPlans.id })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.requestKey, key), isTemplate));
    return found ? planDocument(services.db, found.id, isTemplate) : null;
  };
  return oncePerRequest(requestKey, byKey, () =>
    services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(trainingPlans)
        .values({
          title: plan.title,
          translations: writtenTranslations(plan.translations ?? {}),
          requestKey: requestKey ?? null,
        })
        .onConflictDoNothing({ target: trainingPlans.requestKey })
        .returning({ id: trainingPlans.id });
      if (!created) return null; // the same attempt, sent twice at once: the first one answers
      await savePlanDocument(tx, created.id, plan, {});
      return planDocument(tx, created.id, isTemplate);
    }),
  );
}

/** Out of her list (and no longer any program's plan to give) until she restores it. Again keeps the first time. */
export async function archiveTemplate(services: Services, id: number): Promise<PlanDocument> {
  const [archived] = await services.db
    .update(trainingPlans)
    .set({ archivedAt: sql`coalesce(${trainingPlans.archivedAt}, now())` })
    .where(and(eq(trainingPlans.id, id), isTemplate))
    .returning({ id: trainingPlans.id });
  if (!archived) throw planNotFound();
  return getTemplate(services, id);
}

/** Back in use, unless another live template has become its program's plan meanwhile. */
export async function restoreTemplate(services: Services, id: number): Promise<PlanDocument> {
  try {
    const [restored] = await services.db
      .update(trainingPlans)
      .set({ archivedAt: null })
      .where(and(eq(trainingPlans.id, id), isTemplate))
      .returning({ id: trainingPlans.id });
    if (!restored) throw planNotFound();
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_PROGRAM)) throw programTaken();
    throw error;
  }
  return getTemplate(services, id);
}

/**
 * Makes the template an online program's plan (or no program's, with null): whoever pays for the package from now
 * on gets a copy. Only an online program's package, and one live template per package (the database's unique
 * index decides between two at once). Linking it to the package it has already keeps the time it was linked.
 */
export async function linkTemplate(services: Services, input: z.output<typeof templateLinkInput>) {
  if (input.packageId !== null) {
    const [pkg] = await services.db
      .select({ type: packages.type })
      .from(packages)
      .where(eq(packages.id, input.packageId));
    if (!pkg) throw fieldError("packageId", "This package is not in the catalogue");
    if (packageCategory(pkg.type) !== "online")
      throw fieldError("packageId", "Only an online program's package can bring a plan");
  }
  const linkedAt =
    input.packageId === null
      ? null
      : sql`case when ${trainingPlans.packageId} is not distinct from ${input.packageId}::int then ${trainingPlans.linkedAt} else ${services.now().toISOString()}::timestamptz end`;
  try {
    const [linked] = await services.db
      .update(trainingPlans)
      .set({ packageId: input.packageId, linkedAt })
      .where(and(eq(trainingPlans.id, input.id), isTemplate))
      .returning({ id: trainingPlans.id });
    if (!linked) throw planNotFound();
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_PROGRAM)) throw programTaken();
    throw error;
  }
  return getTemplate(services, input.id);
}
