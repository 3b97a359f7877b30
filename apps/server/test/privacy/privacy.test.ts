// Her data in her hands: "Download my data" holds everything keyed to her and nothing of anyone else; "Delete my
// data" takes only an erase code, frees her places, keeps her bookings anonymous, tells the trainer, and leaves no
// trace of her address or name in any text column of any table.
import { createECDH, randomBytes } from "node:crypto";
import { MY_DATA_KINDS, myDataFile } from "@studio/api";
import {
  adminAudit,
  bookings,
  calendarFeeds,
  clientMessages,
  clientNotes,
  emailOutbox,
  exercises,
  giftCardRedemptions,
  giftCards,
  membershipPauses,
  memberships,
  packageSessions,
  pushSubscriptions,
  refunds,
  sessionLedger,
  timeSlots,
  waitlistEntries,
} from "@studio/db";
import { ERASED_NAME, erasedAddress } from "@studio/validators";
import { miamiInstant } from "@studio/validators/studio-time";
import { and, eq, inArray, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthAnswers, newMembership, schedule } from "../fixtures";
import {
  failedWith,
  type HttpClient,
  latestCode,
  rawRows,
  signInAdmin,
  signInClient,
  startServerWithMail,
  statusOf,
  type TestServer,
} from "../harness";
import type { SmtpServer } from "../smtp";

const TRAINER = "coach.privacy@studio.test";
let site: TestServer;
let smtp: SmtpServer;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRUST_PROXY: "true", TRAINER_EMAIL: TRAINER }, { now: () => clock }));
});
afterAll(() => site.close());

interface Person {
  email: string;
  name: string;
  phone: string;
  address: string;
}
const maria: Person = {
  email: "mariela.privacy@example.com",
  name: "Mariela Quintanilla",
  phone: "305 555 0199",
  address: "12 Coral Way, Miami",
};
const other: Person = {
  email: "otra.clienta@example.com",
  name: "Otilia Verstappen",
  phone: "305 555 0142",
  address: "7 Palm Ave, Miami",
};

let ips = 0;
const nextIp = () => `10.22.${++ips}.1`;

/**
 * A paid 12-session pack (6: gym, 9: at home, which keeps her address) booked under her name and details, part of it
 * paid with a gift card when she types one's code.
 */
async function paidPack(person: Person, packageId: number, discountCode?: string) {
  const booked = await site.client().post(
    "/api/bookings",
    {
      packageId,
      clientName: person.name,
      clientEmail: person.email,
      phone: person.phone,
      address: person.address,
      notes: `${person.name} has a left knee to watch`,
      ...(discountCode ? { discountCode } : {}),
    },
    { "x-forwarded-for": nextIp() },
  );
  expect(booked.status).toBe(200);
  await site.client().post("/api/create-payment-intent", { bookingId: booked.json.id, token: booked.json.accessToken });
  const sessions = await site.db
    .select({ id: packageSessions.id })
    .from(packageSessions)
    .where(eq(packageSessions.bookingId, Number(booked.json.id)))
    .orderBy(packageSessions.sessionNumber);
  return { bookingId: Number(booked.json.id), sessionIds: sessions.map((session) => session.id) };
}

/** An image uploaded by whoever `client` is signed in as. */
async function uploadPhoto(client: HttpClient): Promise<string> {
  const image = await sharp({ create: { width: 24, height: 24, channels: 3, background: "#d2a84e" } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append("file", new Blob([image], { type: "image/png" }), "mine.png");
  const answer = await fetch(`${site.url}/api/upload`, {
    method: "POST",
    body,
    headers: { "x-requested-with": "fetch", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { fileUrl: string }).fileUrl;
}

/**
 * A membership she signed up for (its first month paid by the mock), paused and resumed, paused again and set to
 * end with the month paid for, so that her data can be erased: two pauses kept, one over and one lasting.
 */
async function pausedMembership(person: Person, client: HttpClient, packageId: number) {
  const month = await paidPack(person, packageId);
  const [membership] = await site.db.select().from(memberships).where(eq(memberships.firstBookingId, month.bookingId));
  if (!membership) throw new Error(`No membership for booking ${month.bookingId}`);
  for (const change of ["pause", "resume", "pause", "cancel"] as const) {
    await client.trpc.portal.changeMembership.mutate({ id: membership.id, change });
  }
  return { id: membership.id, bookingId: month.bookingId };
}

/** Everything a client can leave on the site, under her name and e-mail. */
async function leaveTraces(person: Person, client: HttpClient, userId: number, membershipPackage: number) {
  // A $60 card a friend gave her cousin, whose code her cousin passed on: she spends it on her first pack. It is not
  // hers by either address, so only the redemption on her booking is hers.
  const passedOn = await site.trpc.giftCards.buy.mutate({
    amount: 60,
    buyerName: "Fabiola Amiga",
    buyerEmail: `friend.of.${userId}@example.net`,
    recipientName: "Lola Prima",
    recipientEmail: `cousin.of.${userId}@example.net`,
  });
  const [spentCard] = await site.db.select().from(giftCards).where(eq(giftCards.id, passedOn.giftCard.id));
  const pack = await paidPack(person, 6, spentCard?.code);
  const second = await paidPack(person, 9);
  const membership = await pausedMembership(person, client, membershipPackage);
  await client.post("/api/progress-tracker", {
    moodRating: 4,
    energyLevel: 3,
    workoutCompleted: true,
    workoutType: "gym",
    notes: `${person.name}: felt strong today`,
  });
  await client.trpc.progress.saveMeasurement.mutate({ day: "2026-11-20", weightLb: 150.5, waistIn: 31 });
  await client.post(`/api/users/${userId}/reminder-settings`, {
    enabled: true,
    reminderType: "both",
    reminderTime: 2,
    push: { trainerComments: true },
  });
  // Notifications on her phone: a browser's subscription, its key a fresh P-256 point as a browser's would be.
  const phone = createECDH("prime256v1");
  phone.generateKeys();
  await client.trpc.push.subscribe.mutate({
    endpoint: `https://fcm.googleapis.com/fcm/send/phone-of-${userId}`,
    keys: { p256dh: phone.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    language: "en",
  });
  const photo = await uploadPhoto(client);
  const progressPhoto = new FormData();
  progressPhoto.append("day", "2026-11-20");
  progressPhoto.append(
    "file",
    new Blob([
      await sharp({ create: { width: 30, height: 40, channels: 3, background: "#4e8ad2" } })
        .jpeg()
        .toBuffer(),
    ]),
    "me.jpg",
  );
  expect((await client.fetch("/api/progress-photos", { method: "POST", body: progressPhoto })).status).toBe(200);
  const recipe = await client.post("/api/recipes", {
    title: `${person.name.split(" ")[0]}'s green smoothie`,
    description: "Spinach, banana and almond milk.",
    ingredients: ["1 cup spinach", "1 banana"],
    instructions: "Blend everything until smooth, then serve cold.",
    prepTime: 5,
    cookTime: 0,
    servings: 1,
    category: "smoothie",
    dietType: "vegan",
    imageUrl: photo,
  });
  expect(recipe.status).toBe(201);
  await site.client().post("/api/newsletter/subscribe", { email: person.email }, { "x-forwarded-for": nextIp() });
  const typed = person.email.replace(/^./, (first) => first.toUpperCase());
  await site
    .client()
    .post(
      "/api/contact",
      { name: person.name, email: typed, subject: "My knee", message: `Hi, it is ${person.name} again.` },
      { "x-forwarded-for": nextIp() },
    );
  const startsAt = miamiInstant("2026-12-03", "07:00");
  await site.db.insert(waitlistEntries).values({
    sessionId: pack.sessionIds[5] ?? 0,
    clientEmail: person.email,
    sessionType: "gym",
    date: "2026-12-03",
    time: "07:00",
    startsAt,
  });
  await site.db.insert(calendarFeeds).values({ clientEmail: person.email });
  // Her training: her copy of a plan adjusted for her knee, under her name; a logged squat; the trainer's comment.
  const trainer = await signInAdmin(site);
  const [squat] = await site.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.name, "Goblet Squat"));
  const legs = { day: 0, title: "Legs", exercises: [{ exerciseId: squat?.id ?? 0, sets: 3, reps: "10" }] };
  const template = await trainer.trpc.admin.training.templates.save.mutate({ title: "Knees", workouts: [legs] });
  const assigned = await trainer.trpc.admin.training.assign.mutate({
    templateId: template.id,
    userId,
    startsOn: "2026-11-23",
  });
  const plan = await trainer.trpc.admin.training.plans.save.mutate({
    id: assigned.id,
    startsOn: "2026-11-23",
    title: `Knees: ${person.name}`,
    workouts: [{ ...legs, id: assigned.workouts[0]?.id, note: `${person.name}, mind the left knee` }],
  });
  await client.trpc.training.logExercise.mutate({
    id: crypto.randomUUID(),
    planExerciseId: plan.workouts[0]?.exercises[0]?.id ?? 0,
    day: "2026-11-23",
    sets: [{ reps: 10, weightLb: 20 }],
  });
  await trainer.trpc.admin.training.comment.mutate({ userId, day: "2026-11-23", body: `Well done, ${person.name}!` });
  const intake = await client.request("PUT", "/api/portal/intake", healthAnswers(person.name));
  expect(intake.status, intake.text).toBe(200);
  await site.db.insert(clientMessages).values({
    clientEmail: person.email,
    subject: "Your first week",
    body: `${person.name}, see you on Tuesday!`,
    language: "en",
    sentBy: "coach",
  });
  await site.db.insert(clientNotes).values({
    clientEmail: person.email,
    body: `${person.name} prefers mornings; call ${person.phone}`,
    writtenBy: "coach",
  });
  await site.db.insert(adminAudit).values({
    actor: "coach",
    action: "booking.mark_paid",
    bookingId: pack.bookingId,
    clientEmail: person.email,
    before: JSON.stringify({ clientName: person.name, clientEmail: person.email, address: person.address }),
  });
  // A gift card she gave her sister, and one a friend gave her: each keyed to her by one of its two addresses.
  const gave = await site.trpc.giftCards.buy.mutate({
    amount: 75,
    buyerName: person.name,
    buyerEmail: person.email,
    recipientName: "Sol Hermana",
    recipientEmail: `sister.of.${userId}@example.net`,
    message: "Happy birthday, sis!",
  });
  const got = await site.trpc.giftCards.buy.mutate({
    amount: 40,
    buyerName: "Fabiola Amiga",
    buyerEmail: `friend.of.${userId}@example.net`,
    recipientName: person.name,
    recipientEmail: person.email,
    message: "For your next sessions",
  });
  return {
    pack,
    second,
    membership,
    photo,
    cards: { gave: gave.giftCard.id, got: got.giftCard.id, spent: passedOn.giftCard.id },
  };
}

/** Every text-like column of every table (the job queue's too), with the rows whose text holds any of `needles`. */
async function traces(needles: string[]) {
  const columns = await rawRows<{ table_schema: string; table_name: string; column_name: string }>(
    site,
    sql`select c.table_schema, c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY'))`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    for (const needle of needles) {
      const [row] = await rawRows<{ n: number }>(
        site,
        sql`select count(*)::int as n from ${sql.identifier(table_schema)}.${sql.identifier(table_name)}
            where strpos(lower(${sql.identifier(column_name)}::text), ${needle.toLowerCase()}) > 0`,
      );
      if (row?.n) found.push(`${table_schema}.${table_name}.${column_name} holds "${needle}"`);
    }
  }
  return found;
}

/** Each slot's booked count, and the sessions actually holding a place in it. */
async function placesOf(date: string, time: string) {
  const [slot] = await site.db
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.date, date), eq(timeSlots.time, time), eq(timeSlots.sessionType, "gym")));
  const holding = await site.db.$count(
    packageSessions,
    and(eq(packageSessions.timeSlotId, slot?.id ?? 0), inArray(packageSessions.status, ["scheduled", "completed"])),
  );
  return { booked: slot?.bookedCount, holding };
}

describe("her data in her hands", () => {
  let her: { client: HttpClient; userId: number };
  let them: { client: HttpClient; userId: number };
  let mine: Awaited<ReturnType<typeof leaveTraces>>;
  let theirs: Awaited<ReturnType<typeof leaveTraces>>;

  beforeAll(async () => {
    her = await signInClient(site, maria.email, nextIp());
    them = await signInClient(site, other.email, nextIp());
    const monthly = await newMembership(await signInAdmin(site));
    mine = await leaveTraces(maria, her.client, her.userId, monthly.id);
    theirs = await leaveTraces(other, them.client, them.userId, monthly.id);
    // Both in the same hour, so freeing hers leaves theirs counted.
    expect((await schedule(her.client, mine.pack.sessionIds[0] ?? 0, "2026-12-01", "07:00")).status).toBe(200);
    expect((await schedule(her.client, mine.pack.sessionIds[1] ?? 0, "2026-12-02", "07:00")).status).toBe(200);
    expect((await schedule(them.client, theirs.pack.sessionIds[0] ?? 0, "2026-12-01", "07:00")).status).toBe(200);
    // The trainer cancels her second pack with its money back: a refund on record.
    const admin = await signInAdmin(site);
    const cancelled = await admin.request("PATCH", `/api/admin/bookings/${mine.second.bookingId}`, {
      paymentStatus: "cancelled",
      refund: "full",
    });
    expect(cancelled.status).toBe(200);
    expect(await site.db.$count(refunds, eq(refunds.bookingId, mine.second.bookingId))).toBe(1);
  });

  it("downloads everything keyed to her as JSON, and nothing of another client", async () => {
    const answer = await her.client.get("/api/portal/my-data.json");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-.*\.json"$/);
    const file = myDataFile.parse(JSON.parse(answer.text));
    expect(file.email).toBe(maria.email);
    expect(file.account).toMatchObject({ id: her.userId, email: maria.email });
    expect(file.bookings.map((booking) => booking.id)).toEqual([
      mine.pack.bookingId,
      mine.second.bookingId,
      mine.membership.bookingId,
    ]);
    expect(file.bookings[0]).toMatchObject({ clientName: maria.name, clientPhone: maria.phone });
    expect(file.bookings[1]).toMatchObject({ packageName: "12 Home Sessions", address: maria.address });
    expect(file.payments).toHaveLength(3);
    // Two packs of 12, and her membership's first month of 8.
    expect(file.sessions).toHaveLength(32);
    expect(file.sessions.filter((session) => session.status === "scheduled")).toHaveLength(2);
    expect(file.sessionLedger.some((entry) => entry.kind === "scheduled")).toBe(true);
    expect(file.refunds).toHaveLength(1);
    expect(file.trackerEntries[0]?.notes).toContain("felt strong");
    expect(file.measurements).toMatchObject([{ day: "2026-11-20", weightLb: "150.5", waistIn: "31.0", hipsIn: null }]);
    expect(file.reminderSettings).toMatchObject({ reminderType: "both", reminderTime: 2, pushTrainerComments: true });
    // Her phone by its name and language; never its push address or keys.
    expect(file.pushDevices).toMatchObject([{ language: "en", lastSuccessAt: null }]);
    expect(answer.text).not.toContain(`phone-of-${her.userId}`);
    expect(file.recipes[0]).toMatchObject({ title: "Mariela's green smoothie", imageUrl: mine.photo });
    // Signed up and not confirmed: the download says so, and in which language she signed up.
    expect(file.newsletter).toMatchObject({ email: maria.email, isActive: true, confirmedAt: null, language: "en" });
    expect(file.contactMessages[0]).toMatchObject({ name: maria.name, subject: "My knee" });
    expect(file.trainerMessages[0]).toMatchObject({ subject: "Your first week" });
    expect(file.waitlistEntries).toHaveLength(1);
    expect(file.calendarFeed).toMatchObject({ version: 1 });
    expect(file.healthIntake).toMatchObject({ boneOrJoint: true, signedName: maria.name, needsClearance: false });
    // Her gift cards, both ways; the code and balance only of the one given to her (the other is her sister's to
    // spend).
    expect(file.giftCards.map((card) => card.id)).toEqual([mine.cards.gave, mine.cards.got]);
    expect(file.giftCards[0]).toMatchObject({
      amount: "75.00",
      code: null,
      balance: null,
      status: "active",
      buyerName: maria.name,
      recipientName: "Sol Hermana",
      message: "Happy birthday, sis!",
      boughtByYou: true,
      givenToYou: false,
    });
    expect(file.giftCards[0]?.paidAt).toEqual(expect.any(String));
    // A code is the card's money to whoever types it: hers is shown by its last four characters alone.
    const [gotCode, sistersCode, spentCode] = [
      await codeOf(mine.cards.got),
      await codeOf(mine.cards.gave),
      await codeOf(mine.cards.spent),
    ];
    expect(file.giftCards[1]).toMatchObject({
      amount: "40.00",
      code: `GIFT-••••-${gotCode.slice(-4)}`,
      balance: "40.00",
      buyerName: "Fabiola Amiga",
      recipientEmail: maria.email,
      boughtByYou: false,
      givenToYou: true,
    });
    // What her first pack took from the card her cousin passed on: $60 of the $960, on its day, never given back;
    // the card itself (its holder, its balance) is not hers, and its code is masked on the payment too.
    const [taken] = await site.db
      .select()
      .from(giftCardRedemptions)
      .where(eq(giftCardRedemptions.bookingId, mine.pack.bookingId));
    expect(file.giftCardRedemptions).toEqual([
      {
        id: taken?.id,
        bookingId: mine.pack.bookingId,
        code: `GIFT-••••-${spentCode.slice(-4)}`,
        amount: "60.00",
        redeemedAt: taken?.createdAt.toISOString(),
        returnedAt: null,
      },
    ]);
    expect(file.payments.find((payment) => payment.bookingId === mine.pack.bookingId)).toMatchObject({
      amount: "900.00",
      discountCode: `GIFT-••••-${spentCode.slice(-4)}`,
      discountAmount: "60.00",
    });
    for (const code of [gotCode, sistersCode, spentCode]) expect(answer.text).not.toContain(code);
    // Her membership: where it stands and its dates, paused now and ending with the month paid for; its pauses,
    // the one she resumed and the one that lasts. Never the processor's subscription or customer.
    const [kept] = await site.db.select().from(memberships).where(eq(memberships.id, mine.membership.id));
    const paidUntil = kept?.currentPeriodEnd?.toISOString();
    expect(paidUntil).toEqual(expect.any(String));
    expect(file.memberships).toEqual([
      {
        id: mine.membership.id,
        packageName: "Gym Membership",
        monthlyPrice: "199.00",
        status: "paused",
        startedAt: clock.toISOString(),
        currentPeriodEnd: paidUntil,
        endsAt: paidUntil,
        pausedAt: clock.toISOString(),
        cancelledAt: null,
        paymentFailedAt: null,
        firstBookingId: mine.membership.bookingId,
      },
    ]);
    const pauses = await site.db
      .select()
      .from(membershipPauses)
      .where(eq(membershipPauses.membershipId, mine.membership.id))
      .orderBy(membershipPauses.id);
    expect(file.membershipPauses).toEqual(
      pauses.map((pause, n) => ({
        id: pause.id,
        membershipId: mine.membership.id,
        pausedAt: clock.toISOString(),
        resumedAt: n === 0 ? clock.toISOString() : null,
      })),
    );
    expect(pauses).toHaveLength(2);
    for (const reference of [kept?.subscriptionId, kept?.customerId]) {
      expect(reference).toMatch(/^mock_/);
      expect(answer.text).not.toContain(reference);
    }
    expect(answer.text).not.toMatch(/subscription|customer|syncedAt/i);
    expect(answer.text).not.toContain("Lola Prima");
    expect(answer.text).not.toContain(`cousin.of.${her.userId}`);
    // The friend's address was never shown to her.
    expect(answer.text).not.toContain(`friend.of.${her.userId}`);
    for (const kind of Object.keys(MY_DATA_KINDS) as (keyof typeof MY_DATA_KINDS)[]) {
      const value = file[kind];
      expect(Array.isArray(value) ? value.length : value, `${kind} is in her file`).toBeTruthy();
    }
    for (const foreign of [other.email, other.name, other.phone]) expect(answer.text).not.toContain(foreign);
    expect(file.sessions.every((session) => session.bookingId !== theirs.pack.bookingId)).toBe(true);
    expect(file.giftCardRedemptions.every((use) => use.bookingId !== theirs.pack.bookingId)).toBe(true);
    expect(file.membershipPauses.every((pause) => pause.membershipId === mine.membership.id)).toBe(true);
  });

  /** A gift card's whole code, as the database keeps it. */
  async function codeOf(id: number) {
    const [card] = await site.db.select({ code: giftCards.code }).from(giftCards).where(eq(giftCards.id, id));
    if (!card) throw new Error(`No gift card ${id}`);
    return card.code;
  }

  /** Her .zip, downloaded from a page in `language`: each file by its name, as text. */
  async function zipOf(language: "en" | "es") {
    const answer = await fetch(`${site.url}/api/portal/my-data.zip`, {
      headers: {
        cookie: [...her.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "x-site-language": language,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const texts = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
    return { disposition: answer.headers.get("content-disposition") ?? "", texts };
  }

  it("downloads the same as a zip of spreadsheets named for what they hold, with readable headings", async () => {
    const { disposition, texts } = await zipOf("en");
    expect(disposition).toMatch(/my-data-carmen-reyes-fitness-\d{4}-\d{2}-\d{2}\.zip/);
    const photoFiles = Object.keys(texts).filter((name) => name.startsWith("progress photos/"));
    expect(photoFiles).toEqual([expect.stringMatching(/^progress photos\/2026-11-20-\d+\.webp$/)]);
    expect(
      Object.keys(texts)
        .filter((name) => !photoFiles.includes(name))
        .sort(),
    ).toEqual(
      [
        "account.csv",
        "bookings.csv",
        "calendar feed.csv",
        "exercise log.csv",
        "gift cards.csv",
        "gift cards used.csv",
        "health questionnaire.csv",
        "measurements.csv",
        "membership pauses.csv",
        "memberships.csv",
        "messages from Carmen.csv",
        "messages you sent.csv",
        "newsletter.csv",
        "payments.csv",
        "phone notifications.csv",
        "planned exercises.csv",
        "planned workouts.csv",
        "progress photos.csv",
        "progress tracker.csv",
        "recipes you shared.csv",
        "refunds.csv",
        "reminders.csv",
        "session history.csv",
        "sessions.csv",
        "trainer's comments.csv",
        "training plans.csv",
        "waiting lists.csv",
      ].sort(),
    );
    const bookingsCsv = texts["bookings.csv"] ?? "";
    expect(bookingsCsv.split("\n")[0]).toBe(
      "ID,Package,Date,Time,Location,Address,Notes,Name on the booking,E-mail on the booking,Phone on the booking,Experience,Status,Created",
    );
    expect(bookingsCsv).toContain(maria.name);
    expect(texts["recipes you shared.csv"]).toContain("1 cup spinach; 1 banana");
    expect(texts["account.csv"]).toContain(maria.email);
    expect(texts["health questionnaire.csv"]?.split("\n")[0]).toContain("Needs medical clearance");
    const cardsCsv = (texts["gift cards.csv"] ?? "").split("\n");
    expect(cardsCsv[0]).toBe(
      "ID,Code,Amount,Balance,Status,From,To,To (e-mail),Message,Paid,Sent,Created,Bought by you,Given to you",
    );
    expect(cardsCsv[1]).toMatch(
      new RegExp(`^${mine.cards.gave},,75\\.00,,active,${maria.name},Sol Hermana,.*,yes,no$`),
    );
    expect(cardsCsv[2]).toMatch(
      new RegExp(
        `^${mine.cards.got},GIFT-••••-${(await codeOf(mine.cards.got)).slice(-4)},40\\.00,40\\.00,active,Fabiola Amiga,.*,no,yes$`,
      ),
    );
    const usedCsv = (texts["gift cards used.csv"] ?? "").split("\n");
    expect(usedCsv[0]).toBe("ID,Booking ID,Code,Amount,Used,Given back");
    expect(usedCsv[1]).toMatch(
      new RegExp(
        `^\\d+,${mine.pack.bookingId},GIFT-••••-${(await codeOf(mine.cards.spent)).slice(-4)},60\\.00,2026-11-23T[\\d:.]+Z,$`,
      ),
    );
    const membershipsCsv = (texts["memberships.csv"] ?? "").split("\n");
    expect(membershipsCsv[0]).toBe(
      "ID,Package,Monthly price,Status,Started,Paid until,Ends,Paused,Ended,Renewal refused,First month's booking ID",
    );
    expect(membershipsCsv[1]).toMatch(
      new RegExp(
        `^${mine.membership.id},Gym Membership,199\\.00,paused,${clock.toISOString()},(\\S+),\\1,${clock.toISOString()},,,${mine.membership.bookingId}$`,
      ),
    );
    const pausesCsv = (texts["membership pauses.csv"] ?? "").split("\n");
    expect(pausesCsv.slice(0, 3)).toEqual([
      "ID,Membership ID,Paused,Resumed",
      expect.stringMatching(new RegExp(`^\\d+,${mine.membership.id},${clock.toISOString()},${clock.toISOString()}$`)),
      expect.stringMatching(new RegExp(`^\\d+,${mine.membership.id},${clock.toISOString()},$`)),
    ]);
    const everything = Object.values(texts).join("\n");
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.name);
  });

  it("names the files, headings and yes or no in Spanish for a download from a Spanish page", async () => {
    const { disposition, texts } = await zipOf("es");
    expect(disposition).toMatch(/mis-datos-carmen-reyes-fitness-\d{4}-\d{2}-\d{2}\.zip/);
    // One CSV per kind, and her progress photo in a folder of its own.
    const spreadsheets = Object.keys(texts).filter((name) => name.endsWith(".csv"));
    expect(spreadsheets).toHaveLength(Object.keys(MY_DATA_KINDS).length);
    expect(Object.keys(texts).filter((name) => !name.endsWith(".csv"))).toEqual([
      expect.stringMatching(/^fotos de progreso\/2026-11-20-\d+\.webp$/),
    ]);
    expect(Object.keys(texts)).toEqual(
      expect.arrayContaining([
        "fotos de progreso.csv",
        "reservas.csv",
        "cuestionario de salud.csv",
        "boletín.csv",
        "tarjetas de regalo.csv",
      ]),
    );
    expect(texts["membresías.csv"]?.split("\n")[0]).toBe(
      "ID,Paquete,Precio mensual,Estado,Empezó,Pagada hasta,Termina,En pausa desde,Terminó,Renovación rechazada,ID de la reserva del primer mes",
    );
    expect(texts["pausas de membresía.csv"]?.split("\n")[0]).toBe("ID,ID de la membresía,En pausa desde,Reanudada");
    expect(texts["tarjetas de regalo usadas.csv"]?.split("\n")[0]).toBe(
      "ID,ID de la reserva,Código,Monto,Usada,Devuelta",
    );
    expect(texts["tarjetas de regalo.csv"]?.split("\n")[0]).toBe(
      "ID,Código,Monto,Saldo,Estado,De,Para,Para (correo),Mensaje,Pagada,Enviada,Creado,La compraste tú,Te la regalaron",
    );
    expect(texts["reservas.csv"]?.split("\n")[0]).toBe(
      "ID,Paquete,Fecha,Hora,Lugar,Dirección,Notas,Nombre en la reserva,Correo en la reserva,Teléfono en la reserva,Experiencia,Estado,Creado",
    );
    expect(texts["reservas.csv"]).toContain(maria.name);
    // Her answers' yes and no, in her words.
    const intake = (texts["cuestionario de salud.csv"] ?? "").split("\n")[1] ?? "";
    expect(intake).toMatch(/(^|,)sí(,|$)/);
    expect(intake).not.toMatch(/(^|,)yes(,|$)/);
  });

  it("asks for a signed-in client, and limits how often the data is read", async () => {
    expect((await site.client().get("/api/portal/my-data.json")).status).toBe(401);
    const third = await signInClient(site, "often.downloads@example.com", nextIp());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await third.client.get("/api/portal/my-data.zip")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await third.client.get("/api/portal/my-data.json");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.json.error).toMatch(/try again in/);
  });

  it("refuses a sign-in code for erasing, and an erase code for signing in", async () => {
    const signIn = site.client();
    await signIn.post("/api/sessions/send-verification", { email: maria.email }, { "x-forwarded-for": nextIp() });
    const signInCode = await latestCode(site, maria.email);
    const refused = await her.client.post("/api/portal/erase", { code: signInCode });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe("Invalid verification code");
    expect(await site.db.$count(bookings, eq(bookings.clientEmail, maria.email))).toBe(3);

    expect((await her.client.post("/api/portal/erase-code")).status).toBe(200);
    const eraseCode = await latestCode(site, maria.email);
    expect(eraseCode).not.toBe(signInCode);
    expect(await failedWith(site.trpc.portal.verify.mutate({ email: maria.email, code: eraseCode }))).toBe(400);
    // The sign-in code still signs in: asking for an erase code voids only older erase codes.
    expect(await statusOf(site.trpc.portal.verify.mutate({ email: maria.email, code: signInCode }))).toBe(200);
    expect((await her.client.post("/api/portal/erase", { code: "12345" })).json.issues[0].path).toBe("code");
  });

  it("erases her everywhere once, frees her places, keeps her bookings anonymous and tells the trainer", async () => {
    const before = await placesOf("2026-12-01", "07:00");
    expect(before).toEqual({ booked: 2, holding: 2 });
    expect((await fetch(site.url + mine.photo)).status).toBe(200);
    const code = await latestCode(site, maria.email);
    const oldCookies = [...her.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // A double tap: one erasure, the other request finds the code spent or her session gone.
    const answers = await Promise.all([
      her.client.post("/api/portal/erase", { code }),
      her.client.post("/api/portal/erase", { code }),
    ]);
    const done = answers.find((answer) => answer.status === 200);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    expect([400, 401]).toContain(answers.find((answer) => answer !== done)?.status);
    expect(done?.json).toMatchObject({ success: true, bookingsKept: 3, sessionsCancelled: 2 });

    // Her session has ended, on this device and for the cookie she had.
    expect((await her.client.get("/api/portal/sessions")).status).toBe(401);
    const replay = await fetch(`${site.url}/api/portal/erase`, {
      method: "POST",
      headers: { cookie: oldCookies, "content-type": "application/json", "x-requested-with": "fetch" },
      body: JSON.stringify({ code }),
    });
    expect(replay.status).toBe(401);

    expect(await traces([maria.email, maria.name, maria.phone, maria.address])).toEqual([]);
    // Her phone's subscription went with her account: nothing is sent to it any more.
    expect(await site.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, her.userId))).toBe(0);

    expect(await placesOf("2026-12-01", "07:00")).toEqual({ booked: 1, holding: 1 });
    expect(await placesOf("2026-12-02", "07:00")).toEqual({ booked: 0, holding: 0 });
    const kept = await site.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [mine.pack.bookingId, mine.second.bookingId, mine.membership.bookingId]));
    expect(kept).toHaveLength(3);
    for (const booking of kept) {
      expect(booking).toMatchObject({
        clientName: "Erased client",
        clientEmail: erasedAddress(booking.id),
        clientPhone: null,
        address: null,
        notes: null,
        amount: expect.stringMatching(/^\d+\.\d{2}$/),
      });
    }
    expect(await site.db.$count(refunds, eq(refunds.bookingId, mine.second.bookingId))).toBe(1);
    const forfeits = await site.db.$count(
      sessionLedger,
      and(
        eq(sessionLedger.bookingId, mine.pack.bookingId),
        eq(sessionLedger.actor, "client"),
        eq(sessionLedger.kind, "forfeited"),
      ),
    );
    expect(forfeits).toBe(2);
    // The gift cards she gave and was given keep their money, without her name, her address or the note between
    // the two.
    const [gave, got] = await site.db
      .select()
      .from(giftCards)
      .where(inArray(giftCards.id, [mine.cards.gave, mine.cards.got]))
      .orderBy(giftCards.id);
    expect(gave).toMatchObject({
      buyerName: ERASED_NAME,
      buyerEmail: `erased-gift-card-${mine.cards.gave}@invalid`,
      recipientName: "Sol Hermana",
      message: null,
      amount: "75.00",
      balance: "75.00",
      status: "active",
    });
    expect(got).toMatchObject({
      buyerName: "Fabiola Amiga",
      recipientName: ERASED_NAME,
      recipientEmail: `erased-gift-card-${mine.cards.got}@invalid`,
      message: null,
      balance: "40.00",
      status: "active",
    });
    // What her pack took from her cousin's card stays with the booking, which no longer names her; the card is
    // still its holder's, spent.
    const [use] = await site.db
      .select()
      .from(giftCardRedemptions)
      .where(eq(giftCardRedemptions.bookingId, mine.pack.bookingId));
    expect(use).toMatchObject({ amount: "60.00", returnedAt: null });
    const [spent] = await site.db.select().from(giftCards).where(eq(giftCards.id, mine.cards.spent));
    expect(spent).toMatchObject({ recipientName: "Lola Prima", amount: "60.00", balance: "0.00" });
    // Her sister's e-mail still carries the card, without her name or her note.
    const [toSister] = await site.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, `sister.of.${her.userId}@example.net`));
    expect(toSister?.subject).toContain("[erased]");
    expect(toSister?.text).toContain(gave?.code);
    expect(toSister?.html).not.toContain("Happy birthday, sis!");
    // Her membership stays with its month and its pauses (the reports count them), under the placeholder of the
    // booking she signed up with: its price, state and dates, and the subscription whose last events still find it;
    // the processor's customer, its record of her, is forgotten.
    const [membership] = await site.db.select().from(memberships).where(eq(memberships.id, mine.membership.id));
    expect(membership).toMatchObject({
      clientName: ERASED_NAME,
      clientEmail: erasedAddress(mine.membership.bookingId),
      customerId: null,
      subscriptionId: `mock_sub_${mine.membership.id}`,
      amount: "199.00",
      status: "paused",
      pausedAt: clock,
    });
    expect(membership?.endsAt).toEqual(membership?.currentPeriodEnd);
    expect(await site.db.$count(membershipPauses, eq(membershipPauses.membershipId, mine.membership.id))).toBe(2);
    // The audit of her changes to it keeps what was done and when, not who she was.
    const changes = await site.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.bookingId, mine.membership.bookingId), sql`${adminAudit.action} like 'membership.%'`))
      .orderBy(adminAudit.id);
    expect(changes.map((entry) => [entry.action, entry.actor, entry.clientEmail])).toEqual(
      ["pause", "resume", "pause", "cancel"].map((change) => [
        `membership.${change}`,
        erasedAddress(mine.membership.bookingId),
        erasedAddress(mine.membership.bookingId),
      ]),
    );
    // The photo she uploaded is gone from the disk.
    expect((await fetch(site.url + mine.photo)).status).toBe(404);

    const notice = await waitForMail((mail) => mail.subject === "A client deleted her data");
    expect(notice.to).toBe(TRAINER);
    expect(notice.text).toContain(`#${mine.pack.bookingId}`);
    expect(notice.text).toMatch(/3 bookings/);
    expect(notice.text).not.toContain(maria.email);
    expect(notice.text).not.toContain(maria.name);
  });

  it("leaves the other client as she was", async () => {
    const answer = await them.client.get("/api/portal/my-data.json");
    const file = myDataFile.parse(JSON.parse(answer.text));
    expect(file.bookings).toHaveLength(3);
    expect(file.bookings[0]).toMatchObject({ clientName: other.name, clientEmail: other.email });
    expect(file.bookings[1]?.address).toBe(other.address);
    expect(file.sessions.filter((session) => session.status === "scheduled")).toHaveLength(1);
    expect(file.recipes[0]?.imageUrl).toBe(theirs.photo);
    expect((await fetch(site.url + theirs.photo)).status).toBe(200);
    for (const kind of [
      "trackerEntries",
      "measurements",
      "progressPhotos",
      "contactMessages",
      "waitlistEntries",
      "trainingPlans",
      "exerciseLogs",
      "workoutComments",
      "pushDevices",
    ] as const) {
      expect(file[kind]).toHaveLength(1);
    }
    expect(file.newsletter?.isActive).toBe(true);
    expect(file.calendarFeed).not.toBeNull();
    expect(file.memberships.map((membership) => [membership.id, membership.status])).toEqual([
      [theirs.membership.id, "paused"],
    ]);
    expect(file.membershipPauses).toHaveLength(2);
    const [membership] = await site.db.select().from(memberships).where(eq(memberships.id, theirs.membership.id));
    expect(membership).toMatchObject({ clientName: other.name, clientEmail: other.email });
    expect(membership?.customerId).toMatch(/^mock_cus_/);
    expect(file.healthIntake?.signedName).toBe(other.name);
    expect(file.giftCards.map((card) => [card.id, card.boughtByYou ? card.buyerName : card.recipientName])).toEqual([
      [theirs.cards.gave, other.name],
      [theirs.cards.got, other.name],
    ]);
    const [audit] = await site.db.select().from(adminAudit).where(eq(adminAudit.bookingId, theirs.pack.bookingId));
    expect(audit?.before).toContain(other.name);
  });

  /** The first message the test SMTP server received that `match` accepts, waiting for it. */
  async function waitForMail(match: (mail: SmtpServer["received"][number]) => boolean) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = smtp.received.find(match);
      if (mail) return { subject: mail.subject, to: mail.to && "text" in mail.to ? mail.to.text : "", text: mail.text };
      if (Date.now() > deadline) throw new Error("The e-mail did not arrive");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});

describe("testimonial photos and the client's consent", () => {
  it("publishes and serves the photos only while her consent is on record", async () => {
    const admin = await signInAdmin(site);
    const photo = await uploadPhoto(admin);
    const created = await admin.post("/api/testimonials", {
      name: "Consent Tester",
      age: 52,
      comment: "Carmen helped me feel strong again after fifty.",
      duration: "Client for 1 year",
      beforeImagePath: photo,
    });
    expect(created.status).toBe(200);
    expect(created.json.photoConsentAt).toBeNull();
    const published = async () =>
      ((await site.client().get("/api/testimonials")).json as { id: number; beforeImagePath: string | null }[]).find(
        (item) => item.id === created.json.id,
      );
    const served = async () => (await fetch(site.url + photo)).status;

    expect((await published())?.beforeImagePath).toBeNull();
    expect(await served()).toBe(404);
    // The trainer still sees the photo she manages.
    expect((await admin.get(photo)).status).toBe(200);
    expect((await admin.get("/api/admin/testimonials")).json[0]).toMatchObject({
      beforeImagePath: photo,
      photoConsentAt: null,
    });

    const consented = await admin.request("PUT", `/api/testimonials/${created.json.id}`, {
      ...created.json,
      photoConsent: true,
    });
    expect(consented.json.photoConsentAt).not.toBeNull();
    expect((await published())?.beforeImagePath).toBe(photo);
    const answer = await fetch(site.url + photo);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, no-cache");
    // An edit that says nothing of consent keeps it.
    const edited = await admin.request("PUT", `/api/testimonials/${created.json.id}`, {
      ...created.json,
      name: "Consent T.",
    });
    expect(edited.json.photoConsentAt).toBe(consented.json.photoConsentAt);

    const withdrawn = await admin.request("DELETE", `/api/testimonials/${created.json.id}/photo-consent`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.photoConsentAt).toBeNull();
    expect((await published())?.beforeImagePath).toBeNull();
    expect(await served()).toBe(404);
    expect((await site.client().request("DELETE", `/api/testimonials/${created.json.id}/photo-consent`)).status).toBe(
      401,
    );
  });
});
