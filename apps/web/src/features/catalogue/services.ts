// How the home page's services cards group, label and price the catalogue (SPEC sections 2, 3 and 9); the
// trainer's package form shows the same lines.
import { formatMoney, type Language, type MessageId, type Translate } from "@studio/i18n";
import type { PackageOutput } from "@studio/validators";
import { type PackageCategory, packageCategory } from "@studio/validators/kinds";
import { PRICE_LIST } from "@studio/validators/price-list";
import { categories, orderPackages } from "./catalog";

/** The line under each card's title. */
export const CATEGORY_BLURBS: Record<PackageCategory, MessageId> = {
  gym: "services.blurb.gym",
  home: "services.blurb.home",
  online: "services.blurb.online",
  workout_of_day: "services.blurb.workoutOfDay",
};

/** A package as the trainer wrote it, whichever language a page shows it in (her own list has no language). */
type Written = Omit<PackageOutput, "language">;

/** Free packages (the consultation) are booked from their own invitation, never sold on a card. */
const soldOnCards = (pkg: { price: string }) => pkg.price !== "0.00";

/**
 * SPEC section 3: shown when the server answers none of a kind, the studio's own packages of it (never a Workout of
 * the Day, never the free consultation), so that a card books what it shows.
 */
export function fallbackPackages(category: PackageCategory, language: Language): PackageOutput[] {
  if (category === "workout_of_day") return [];
  return PRICE_LIST.filter((listed) => packageCategory(listed.type) === category && soldOnCards(listed)).map(
    ({ nameEs, name, ...listed }) => ({
      ...listed,
      name: language === "es" ? nameEs : name,
      description: "",
      validMonths: null,
      billing: "once",
      unlimited: false,
      imageUrl: null,
      features: null,
      language,
    }),
  );
}

/** SPEC's "Workout Routine Only": the one online package of a single workout (its name differs by language). */
const isRoutineOnly = (pkg: Written) => packageCategory(pkg.type) === "online" && pkg.sessionCount === 1;

/**
 * The categories to show, each with its ordered packages (those sold on cards); Workout of the Day only when it
 * exists.
 */
export function groupCatalog(list: PackageOutput[], language: Language = "en") {
  const grouped = new Map<PackageCategory, PackageOutput[]>();
  for (const pkg of list) {
    if (!soldOnCards(pkg)) continue;
    const key = packageCategory(pkg.type);
    grouped.set(key, [...(grouped.get(key) ?? []), pkg]);
  }
  return categories.flatMap((category) => {
    const own = grouped.get(category.key);
    const packages = own?.length ? own : fallbackPackages(category.key, language);
    return packages.length ? [{ ...category, packages: orderPackages(packages) }] : [];
  });
}

/** The short label of a package's button inside its card. */
export function packageButtonLabel(t: Translate, pkg: PackageOutput): string {
  if (pkg.billing === "monthly") return t(pkg.unlimited ? "services.button.unlimited" : "services.button.membership");
  const category = packageCategory(pkg.type);
  if (category === "online") return isRoutineOnly(pkg) ? t("services.button.routineOnly") : pkg.name;
  if (category === "workout_of_day") return pkg.name;
  return t("services.button.sessions", { count: pkg.sessionCount });
}

/** How long each online program runs, by its name in the catalogue (SPEC section 9). */
const PROGRAM_WEEKS: Record<string, number> = { Beginner: 4, Intermediate: 8, Advanced: 12 };

/** SPEC section 9: online programs are monthly, except the routine; lengths per program. */
export function priceDetails(
  t: Translate,
  language: Language,
  pkg: PackageOutput,
): { unit: string | null; note: string | null } {
  if (pkg.billing === "monthly")
    return {
      unit: t("services.price.perMonth"),
      note: pkg.unlimited
        ? t("services.price.membershipNoteUnlimited")
        : t("services.price.membershipNote", { count: pkg.sessionCount }),
    };
  const category = packageCategory(pkg.type);
  if (category === "online") {
    if (isRoutineOnly(pkg)) return { unit: null, note: t("services.price.routineNote") };
    const weeks = PROGRAM_WEEKS[pkg.name];
    return { unit: t("services.price.perMonth"), note: weeks ? t("services.price.weeks", { weeks }) : null };
  }
  if (category === "workout_of_day")
    return { unit: t("services.price.perWorkout"), note: t("services.price.instantAccess") };
  if (pkg.sessionCount > 1) {
    const each = Math.round((Number(pkg.price) * 100) / pkg.sessionCount) / 100;
    return { unit: null, note: t("services.price.eachSession", { price: formatMoney(each, language) }) };
  }
  return { unit: t("services.price.perSession"), note: null };
}

export const isTwentySessions = (pkg: PackageOutput) =>
  pkg.sessionCount === 20 && packageCategory(pkg.type) !== "online" && pkg.billing === "once";

/**
 * The whole percent a pack saves over buying its category's single session as often, rounded down; null when it
 * saves nothing. SPEC advertises 10% on the 20-session packs, but a card never claims a saving its prices do not
 * give: the trainer sets the prices.
 */
export function packSaving(pack: PackageOutput, sameCategory: PackageOutput[]): number | null {
  const single = sameCategory.find((pkg) => pkg.sessionCount === 1 && !isRoutineOnly(pkg) && pkg.billing === "once");
  if (!single || pack.sessionCount < 2) return null;
  // In whole cents, so that $1,440 against 20 × $80 is exactly 10%, not 9.99…%.
  const separately = pack.sessionCount * Math.round(Number(single.price) * 100);
  const saved = separately - Math.round(Number(pack.price) * 100);
  const percent = separately > 0 ? Math.floor((saved * 100) / separately) : 0;
  return percent > 0 ? percent : null;
}

/** The banner over the cards: the saving of each category's 20-session pack, where there is one. */
export function twentySessionSavings(groups: { key: PackageCategory; packages: PackageOutput[] }[]) {
  return groups.flatMap(({ key, packages }) => {
    const twenty = packages.find(isTwentySessions);
    const percent = twenty ? packSaving(twenty, packages) : null;
    return percent ? [{ category: key, percent }] : [];
  });
}

/** What a package includes: the trainer's lines, or the ones written for its type when she left them. */
export const packageFeatures = (t: Translate, pkg: Written): string[] => pkg.features ?? featuresForType(t, pkg);

/**
 * What a package of its type includes, written for the person choosing it. Each list is one message, its lines
 * separated by "|", so a translator sees the list whole.
 */
function featuresForType(t: Translate, pkg: Written): string[] {
  const category = packageCategory(pkg.type);
  const count = pkg.sessionCount;
  const single = count === 1;
  const lines = (id: MessageId, values?: Parameters<Translate>[1]) => t(id, values).split("|");
  if (pkg.billing === "monthly" && pkg.unlimited) return lines("services.features.membershipUnlimited");
  if (pkg.billing === "monthly") return lines("services.features.membership", { count });
  if (category === "gym")
    return lines(single ? "services.features.gym.single" : "services.features.gym.pack", { count });
  if (category === "home")
    return lines(single ? "services.features.home.single" : "services.features.home.pack", { count });
  if (category === "online") {
    if (isRoutineOnly(pkg)) return lines("services.features.routine");
    return lines("services.features.program", { weeks: count, workouts: count * 7 });
  }
  return lines("services.features.workout", { minutes: pkg.durationMinutes });
}
