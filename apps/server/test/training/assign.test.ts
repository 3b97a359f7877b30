// A client's own plan: a template copied to her from a day, once per attempt of the trainer's form; her copy and the
// template changed apart from then on (the knee-friendly swap is hers alone); taken away and given back; each change
// in the audit trail under her address.
import { adminAudit, trainingPlans } from "@studio/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "../fixtures";
import { type HttpClient, signInClient, type TestServer, trpcError } from "../harness";
import { clientWithPlan, savedTemplate, startTrainingServer, TODAY } from "./training-fixtures";

let site: TestServer;
let admin: HttpClient;
let ids: Record<string, number>;
beforeAll(async () => {
  ({ site, admin, ids } = await startTrainingServer());
});
afterAll(() => site?.close());

/** A document's content, ids aside: what a copy must hold of its template. */
const content = (plan: Awaited<ReturnType<typeof savedTemplate>>) =>
  plan.workouts.map(({ day, title, note, translations, exercises }) => ({
    day,
    title,
    note,
    translations,
    exercises: exercises.map(({ id: _id, ...row }) => row),
  }));

describe("assigning a template", () => {
  it("gives her a dated copy of its own, made once however often the form is sent", async () => {
    const template = await savedTemplate(admin, ids, "For Ana");
    const { userId } = await signInClient(site, "ana.assign@example.com", clientAddress(site));
    const requestKey = crypto.randomUUID();
    const assign = () =>
      admin.trpc.admin.training.assign.mutate({ templateId: template.id, userId, startsOn: TODAY, requestKey });
    const copies = await Promise.all([assign(), assign(), assign()]);
    expect(new Set(copies.map((copy) => copy.id)).size).toBe(1);
    const [copy] = copies;
    expect(copy).toMatchObject({ userId, startsOn: TODAY, templateId: template.id, title: "For Ana" });
    expect(copy?.id).not.toBe(template.id);
    expect(content(copy as typeof template)).toEqual(content(template));
    // Rows of her own: none shared with the template.
    const templateRows = template.workouts.flatMap((workout) => [
      workout.id,
      ...workout.exercises.map((row) => row.id),
    ]);
    const copyRows = (copy?.workouts ?? []).flatMap((workout) => [
      workout.id,
      ...workout.exercises.map((row) => row.id),
    ]);
    expect(copyRows.filter((id) => templateRows.includes(id))).toEqual([]);
    expect(await site.db.$count(trainingPlans, eq(trainingPlans.userId, userId))).toBe(1);

    const entries = await site.db.select().from(adminAudit).where(eq(adminAudit.clientEmail, "ana.assign@example.com"));
    expect(entries.map((entry) => entry.action)).toEqual(["training.plan_assign"]);
    expect(JSON.parse(entries[0]?.after ?? "{}")).toMatchObject({ planId: copy?.id, workouts: 2, exercises: 4 });
  });

  it("is not changed by later edits of the template, nor the template by her adjustments", async () => {
    const template = await savedTemplate(admin, ids, "Knee care");
    const { userId, plan } = await clientWithPlan(site, admin, "bea.assign@example.com", template.id, "2026-11-16");

    // The trainer edits the template: one exercise heavier, the upper-body day dropped.
    const legs = template.workouts[0];
    await admin.trpc.admin.training.templates.save.mutate({
      id: template.id,
      title: template.title,
      workouts: [
        {
          id: legs?.id,
          day: 0,
          title: "Legs",
          exercises: (legs?.exercises ?? []).map((row) => ({ ...row, weightLb: 40, translations: undefined })),
        },
      ],
    });
    const after = await admin.trpc.admin.training.plans.get.query({ id: plan.id });
    expect(content(after)).toEqual(content(plan));

    // Her knee-friendly swap: glute bridges instead of squats, in her copy only, a day later.
    const herLegs = plan.workouts[0];
    const squat = herLegs?.exercises[0];
    const swapped = await admin.trpc.admin.training.plans.save.mutate({
      id: plan.id,
      title: "Knee care, knee-friendly",
      startsOn: "2026-11-17",
      workouts: plan.workouts.map((workout) => ({
        id: workout.id,
        day: workout.day,
        title: workout.title,
        note: workout.note,
        exercises: workout.exercises.map((row) =>
          row.id === squat?.id
            ? { id: row.id, exerciseId: ids["Sit-to-Stand"] as number, sets: 3, reps: "10", note: "Box behind you" }
            : { id: row.id, exerciseId: row.exerciseId, sets: row.sets, reps: row.reps, weightLb: row.weightLb },
        ),
      })),
    });
    expect(swapped).toMatchObject({ title: "Knee care, knee-friendly", startsOn: "2026-11-17", userId });
    expect(swapped.workouts[0]?.exercises[0]).toMatchObject({
      id: squat?.id,
      exerciseName: "Sit-to-Stand",
      note: "Box behind you",
    });
    const templateNow = await admin.trpc.admin.training.templates.get.query({ id: template.id });
    expect(templateNow.title).toBe("Knee care");
    expect(templateNow.workouts[0]?.exercises[0]).toMatchObject({ exerciseName: "Goblet Squat", weightLb: 40 });

    const actions = await site.db
      .select({ action: adminAudit.action, before: adminAudit.before, after: adminAudit.after })
      .from(adminAudit)
      .where(eq(adminAudit.clientEmail, "bea.assign@example.com"));
    expect(actions.map((entry) => entry.action)).toEqual(["training.plan_assign", "training.plan_change"]);
    expect(JSON.parse(actions[1]?.before ?? "{}")).toMatchObject({ title: "Knee care", startsOn: "2026-11-16" });
    expect(JSON.parse(actions[1]?.after ?? "{}")).toMatchObject({ title: "Knee care, knee-friendly" });
  });

  it("is taken away and given back, once each, her other plans kept", async () => {
    const template = await savedTemplate(admin, ids, "Two at once");
    const { userId, plan } = await clientWithPlan(site, admin, "cara.assign@example.com", template.id, TODAY);
    const second = await admin.trpc.admin.training.assign.mutate({
      templateId: template.id,
      userId,
      startsOn: "2026-11-20",
      requestKey: crypto.randomUUID(),
    });
    expect(second.id).not.toBe(plan.id);
    const away = await admin.trpc.admin.training.plans.archive.mutate({ id: plan.id });
    expect(away.archivedAt).not.toBeNull();
    await admin.trpc.admin.training.plans.archive.mutate({ id: plan.id });
    expect(
      await site.db.$count(trainingPlans, and(eq(trainingPlans.userId, userId), isNotNull(trainingPlans.archivedAt))),
    ).toBe(1);
    const back = await admin.trpc.admin.training.plans.restore.mutate({ id: plan.id });
    expect(back.archivedAt).toBeNull();
    const actions = await site.db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(eq(adminAudit.clientEmail, "cara.assign@example.com"));
    expect(actions.map((entry) => entry.action)).toEqual([
      "training.plan_assign",
      "training.plan_assign",
      "training.plan_remove",
      "training.plan_restore",
    ]);
  });

  it("refuses an archived template, a client who does not exist, a start too far off, and a template as a copy", async () => {
    const template = await savedTemplate(admin, ids, "Refusals");
    const { userId } = await signInClient(site, "dora.assign@example.com", clientAddress(site));
    const assign = (changes: object) =>
      trpcError(
        admin.trpc.admin.training.assign.mutate({
          templateId: template.id,
          userId,
          startsOn: TODAY,
          requestKey: crypto.randomUUID(),
          ...changes,
        }),
      );
    expect((await assign({ userId: 999_999 })).data?.httpStatus).toBe(404);
    expect((await assign({ startsOn: "2028-01-01" })).data?.issues).toEqual([
      { path: "startsOn", message: "A plan starts within a year of today" },
    ]);
    await admin.trpc.admin.training.templates.archive.mutate({ id: template.id });
    expect((await assign({})).data?.issues).toEqual([
      { path: "templateId", message: "This template is not in use: restore it first" },
    ]);
    // A template is not a client's copy, nor a copy a template.
    expect((await trpcError(admin.trpc.admin.training.plans.get.query({ id: template.id }))).data?.httpStatus).toBe(
      404,
    );
    const { plan } = await clientWithPlan(
      site,
      admin,
      "eva.assign@example.com",
      (await savedTemplate(admin, ids, "Live")).id,
      TODAY,
    );
    expect((await trpcError(admin.trpc.admin.training.templates.get.query({ id: plan.id }))).data?.httpStatus).toBe(
      404,
    );
    expect(await site.db.$count(trainingPlans, eq(trainingPlans.userId, userId))).toBe(0);
  });
});
