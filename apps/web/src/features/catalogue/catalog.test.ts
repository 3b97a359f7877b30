import { type MessageId, type MessageValues, translate } from "@studio/i18n";
import { i18nFromFiles } from "@studio/i18n/from-files";
import type { PackageOutput } from "@studio/validators";
import { sessionCountFor } from "@studio/validators/kinds";
import { describe, expect, it } from "vitest";
import { formatDuration } from "../../lib/format";
import { orderPackages } from "./catalog";
import {
  fallbackPackages,
  groupCatalog,
  packageButtonLabel,
  packageFeatures,
  packSaving,
  priceDetails,
  twentySessionSavings,
} from "./services";

const pkg = (
  id: number,
  name: string,
  type: PackageOutput["type"],
  price: string,
  sessionCount = sessionCountFor(name),
) => ({
  id,
  name,
  type,
  price,
  sessionCount,
  durationMinutes: 60,
  description: "",
  validMonths: null,
  billing: "once" as const,
  unlimited: false,
  imageUrl: null,
  features: null,
  language: "en" as const,
});

const englishI18n = i18nFromFiles("en", ["common", "catalogue", "services"]);
const english = (id: MessageId, values?: MessageValues) => translate(englishI18n, id, values);

describe("services catalogue", () => {
  it("counts sessions by name as SPEC says", () => {
    expect(["Gym Session", "12 Gym Sessions", "16 Home Sessions", "20 Gym Sessions"].map(sessionCountFor)).toEqual([
      1, 12, 16, 20,
    ]);
    expect(
      ["Workout Routine Only - $75", "Beginner", "Intermediate", "Advanced", "Mystery"].map(sessionCountFor),
    ).toEqual([1, 4, 8, 12, 1]);
  });

  it("orders single sessions first, then by session count", () => {
    const ordered = orderPackages([
      pkg(8, "20 Gym Sessions", "monthly", "1400.00"),
      pkg(6, "12 Gym Sessions", "monthly", "960.00"),
      pkg(1, "Gym Session", "gym", "80.00"),
      pkg(7, "16 Gym Sessions", "monthly", "1200.00"),
    ]);
    expect(ordered.map((p) => p.id)).toEqual([1, 6, 7, 8]);
  });

  it("falls back to SPEC's packages for a missing kind and hides an empty Workout of the Day", () => {
    const groups = groupCatalog([pkg(1, "Gym Session", "gym", "80.00")]);
    expect(groups.map((g) => g.key)).toEqual(["gym", "home", "online"]);
    expect(groups[0]?.packages.map((p) => p.id)).toEqual([1]);
    expect(groups[1]?.packages.map((p) => p.id)).toEqual([2, 9, 10, 11]);
    expect(groups[2]?.packages.map((p) => p.id)).toEqual([3, 4, 5, 12]);
  });

  it("keeps the free consultation off the cards, so the single session still leads and packs keep their saving", () => {
    const gym = [
      pkg(15, "Free Consultation", "gym", "0.00"),
      pkg(1, "Gym Session", "gym", "80.00"),
      pkg(8, "20 Gym Sessions", "monthly", "1440.00"),
    ];
    const [card] = groupCatalog(gym);
    expect(card?.packages.map((p) => p.id)).toEqual([1, 8]);
    expect(twentySessionSavings(groupCatalog(gym))).toEqual([{ category: "gym", percent: 10 }]);
  });

  it("shows Workout of the Day when such packages exist", () => {
    const groups = groupCatalog([pkg(13, "Back, Hamstring & Glutes", "workout_of_day", "25.00")]);
    expect(groups.map((g) => g.key)).toEqual(["gym", "home", "online", "workout_of_day"]);
  });

  it("prices online programs per month, except the routine", () => {
    expect(priceDetails(english, "en", pkg(3, "Workout Routine Only", "online", "75.00"))).toEqual({
      unit: null,
      note: "4-week routine",
    });
    expect(priceDetails(english, "en", pkg(4, "Beginner", "online", "125.00"))).toEqual({
      unit: "/month",
      note: "4 weeks",
    });
    expect(priceDetails(english, "en", pkg(5, "Intermediate", "online", "200.00"))).toEqual({
      unit: "/month",
      note: "8 weeks",
    });
    expect(priceDetails(english, "en", pkg(12, "Advanced", "online", "350.00"))).toEqual({
      unit: "/month",
      note: "12 weeks",
    });
    expect(priceDetails(english, "en", pkg(6, "12 Gym Sessions", "monthly", "960.00")).note).toBe("$80 per session");
  });

  it("tells a membership's sessions a month, and an unlimited one's without a count", () => {
    const membership = { ...pkg(20, "Gym Membership", "gym", "199.00", 8), billing: "monthly" as const };
    expect(priceDetails(english, "en", membership)).toEqual({ unit: "/month", note: "8 sessions a month" });
    const unlimited = { ...membership, name: "Unlimited Gym", sessionCount: 31, unlimited: true };
    expect(priceDetails(english, "en", unlimited)).toEqual({
      unit: "/month",
      note: "Unlimited sessions within my hours",
    });
    expect(packageFeatures(english, unlimited)[0]).toBe("Unlimited private sessions within my hours");
    expect(packageFeatures(english, unlimited).join(" ")).not.toContain("31");
    const spanishI18n = i18nFromFiles("es", ["catalogue", "services"]);
    const spanish = (id: MessageId, values?: MessageValues) => translate(spanishI18n, id, values);
    expect(priceDetails(spanish, "es", unlimited).note).toBe("Sesiones ilimitadas dentro de mi horario");
    expect(packageButtonLabel(spanish, unlimited)).toBe("Ilimitada");
    expect(packageButtonLabel(spanish, membership)).toBe("Membresía");
  });

  it("labels buttons briefly", () => {
    expect(packageButtonLabel(english, pkg(1, "Gym Session", "gym", "80.00"))).toBe("Single Session");
    expect(packageButtonLabel(english, pkg(9, "12 Home Sessions", "home-monthly", "1800.00"))).toBe("12 Sessions");
    expect(packageButtonLabel(english, pkg(3, "Workout Routine Only", "online", "75.00"))).toBe("Routine Only");
    const spanishI18n = i18nFromFiles("es", ["catalogue", "services"]);
    const spanish = (id: MessageId, values?: MessageValues) => translate(spanishI18n, id, values);
    expect(packageButtonLabel(spanish, pkg(1, "Gym Session", "gym", "80.00"))).toBe("Sesión individual");
    expect(packageButtonLabel(spanish, pkg(9, "12 Home Sessions", "home-monthly", "1800.00"))).toBe("12 sesiones");
  });

  it("writes durations as SPEC says", () => {
    expect([30, 45, 60, 90, 120].map((minutes) => formatDuration(englishI18n, minutes))).toEqual([
      "30 minutes",
      "45 minutes",
      "1 hour",
      "1 hour 30 minutes",
      "2 hours",
    ]);
    const spanish = i18nFromFiles("es", ["common"]);
    expect([45, 60, 90, 120].map((minutes) => formatDuration(spanish, minutes))).toEqual([
      "45 minutos",
      "1 hora",
      "1 hora 30 minutos",
      "2 horas",
    ]);
  });

  it("falls back on the studio's own packages, which can be booked, in the page's language", () => {
    const spanish = groupCatalog([], "es");
    expect(spanish.map((group) => group.key)).toEqual(["gym", "home", "online"]);
    const gym = spanish.find((group) => group.key === "gym")?.packages ?? [];
    // The seed's ids (a card opens /booking/{id}), never the free consultation.
    expect(gym.map((p) => [p.id, p.name, p.price])).toEqual([
      [1, "Sesión en el gimnasio", "80.00"],
      [6, "12 sesiones en el gimnasio", "960.00"],
      [7, "16 sesiones en el gimnasio", "1200.00"],
      [8, "20 sesiones en el gimnasio", "1400.00"],
    ]);
    expect(
      groupCatalog([])
        .flatMap((group) => group.packages)
        .every((p) => p.durationMinutes > 0),
    ).toBe(true);
  });

  it("works out a pack's saving from the prices, and claims none its prices do not give", () => {
    const gym = fallbackPackages("gym", "en");
    const home = fallbackPackages("home", "en");
    const twentyGym = gym.find((p) => p.sessionCount === 20);
    const twentyHome = home.find((p) => p.sessionCount === 20);
    if (!twentyGym || !twentyHome) throw new Error("the fallback catalogue has 20-session packs");
    // $1,400 for 20 against $80 each: 12.5%, shown as 12%. $3,000 for 20 against $150 each: no saving.
    expect(packSaving(twentyGym, gym)).toBe(12);
    expect(packSaving(twentyHome, home)).toBeNull();
    expect(packSaving(pkg(9, "20 Gym Sessions", "monthly", "1440.00"), gym)).toBe(10);
    expect(packSaving(pkg(9, "20 Gym Sessions", "monthly", "1700.00"), gym)).toBeNull();
    expect(packSaving(twentyGym, gym.slice(1))).toBeNull();
    expect(twentySessionSavings(groupCatalog([]))).toEqual([{ category: "gym", percent: 12 }]);
  });
});
