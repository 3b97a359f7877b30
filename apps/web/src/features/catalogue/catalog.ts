// How the services section groups, orders, labels and prices the catalogue (SPEC sections 2, 3 and 9).
import type { PackageOutput } from "@studio/validators";
import { type PackageCategory, packageCategory, sessionCountFor } from "@studio/validators/package-kinds";

export interface CategoryInfo {
  key: PackageCategory;
  title: string;
  blurb: string;
}

export const categories: CategoryInfo[] = [
  {
    key: "gym",
    title: "Gym Training",
    blurb: "Private sessions at our Miami gym, with every machine and free weight you need.",
  },
  {
    key: "home",
    title: "In-Home Training",
    blurb: "I come to you with the equipment. Your home, your schedule, your pace.",
  },
  {
    key: "online",
    title: "Online Programs",
    blurb: "Structured programs you follow anywhere, with video check-ins and support.",
  },
  { key: "workout_of_day", title: "Workout of the Day", blurb: "One complete workout, yours the moment you buy it." },
];

/** "Gym Training", "Online Programs", ... for a package type or a booking's location. */
export function categoryTitle(type: string): string {
  const key = packageCategory(type as PackageOutput["type"]);
  return categories.find((category) => category.key === key)?.title ?? type;
}

/** SPEC section 3: shown when the server has none of a kind. */
export const fallbackPackages: Record<"gym" | "home" | "online", PackageOutput[]> = {
  gym: [
    fallback(101, "Gym Session", "gym", "80.00", 60),
    fallback(102, "12 Gym Sessions", "monthly", "960.00", 60),
    fallback(103, "16 Gym Sessions", "monthly", "1200.00", 60),
    fallback(104, "20 Gym Sessions", "monthly", "1400.00", 60),
  ],
  home: [
    fallback(201, "Home Session", "home", "150.00", 60),
    fallback(202, "12 Home Sessions", "home-monthly", "1800.00", 60),
    fallback(203, "16 Home Sessions", "home-monthly", "2400.00", 60),
    fallback(204, "20 Home Sessions", "home-monthly", "3000.00", 60),
  ],
  online: [
    fallback(300, "Workout Routine Only - $75", "online", "75.00", 30),
    fallback(301, "Beginner", "online", "125.00", 45),
    fallback(302, "Intermediate", "online", "200.00", 45),
    fallback(303, "Advanced", "online", "350.00", 45),
  ],
};

function fallback(id: number, name: string, type: PackageOutput["type"], price: string, durationMinutes: number) {
  return {
    id,
    name,
    type,
    price,
    durationMinutes,
    sessionCount: sessionCountFor(name),
    description: "",
    imageUrl: null,
    features: null,
  };
}

const isRoutineOnly = (pkg: PackageOutput) => pkg.name.startsWith("Workout Routine Only");

/** Single sessions first, then multi-session packages by session count. */
export function orderPackages(list: PackageOutput[]): PackageOutput[] {
  return [...list].sort((a, b) => {
    const singleA = a.sessionCount === 1 ? 0 : 1;
    const singleB = b.sessionCount === 1 ? 0 : 1;
    return singleA - singleB || a.sessionCount - b.sessionCount || Number(a.price) - Number(b.price);
  });
}

/**
 * The categories to show, each with its ordered packages; Workout of the Day only when it exists. Free packages
 * (the consultation) are booked from their own invitation, not sold on a card.
 */
export function groupCatalog(list: PackageOutput[]) {
  const grouped = new Map<PackageCategory, PackageOutput[]>();
  for (const pkg of list) {
    if (pkg.price === "0.00") continue;
    const key = packageCategory(pkg.type);
    grouped.set(key, [...(grouped.get(key) ?? []), pkg]);
  }
  return categories.flatMap((category) => {
    const own = grouped.get(category.key);
    const packages = own?.length ? own : category.key === "workout_of_day" ? [] : fallbackPackages[category.key];
    return packages.length ? [{ ...category, packages: orderPackages(packages) }] : [];
  });
}

/** The short label of a package's button inside its card. */
export function packageButtonLabel(pkg: PackageOutput): string {
  const category = packageCategory(pkg.type);
  if (category === "online") return isRoutineOnly(pkg) ? "Routine Only" : pkg.name;
  if (category === "workout_of_day") return pkg.name;
  return pkg.sessionCount === 1 ? "Single Session" : `${pkg.sessionCount} Sessions`;
}

/** SPEC section 9: online programs are monthly, except the routine; lengths per program. */
export function priceDetails(pkg: PackageOutput): { unit: string | null; note: string | null } {
  const category = packageCategory(pkg.type);
  if (category === "online") {
    if (isRoutineOnly(pkg)) return { unit: null, note: "4-week routine" };
    const weeks: Record<string, string> = { Beginner: "4 weeks", Intermediate: "8 weeks", Advanced: "12 weeks" };
    return { unit: "/month", note: weeks[pkg.name] ?? null };
  }
  if (category === "workout_of_day") return { unit: "per workout", note: "Instant access" };
  if (pkg.sessionCount > 1) {
    const each = Number(pkg.price) / pkg.sessionCount;
    return { unit: null, note: `$${Number.isInteger(each) ? each : each.toFixed(2)} per session` };
  }
  return { unit: "per session", note: null };
}

export const isTwentySessions = (pkg: PackageOutput) =>
  pkg.sessionCount === 20 && packageCategory(pkg.type) !== "online";

/**
 * The whole percent a pack saves over buying its category's single session as often, rounded down; null when it
 * saves nothing. SPEC advertises 10% on the 20-session packs, but a card never claims a saving its prices do not
 * give: the trainer sets the prices.
 */
export function packSaving(pack: PackageOutput, sameCategory: PackageOutput[]): number | null {
  const single = sameCategory.find((pkg) => pkg.sessionCount === 1 && !isRoutineOnly(pkg));
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
export const packageFeatures = (pkg: PackageOutput): string[] => pkg.features ?? featuresForType(pkg);

/** What a package of its type includes, written for the person choosing it. */
function featuresForType(pkg: PackageOutput): string[] {
  const category = packageCategory(pkg.type);
  const n = pkg.sessionCount;
  if (category === "gym") {
    return n === 1
      ? [
          "One private 60-minute session",
          "Movement and posture assessment",
          "Strength work matched to your joints",
          "A take-home exercise plan",
        ]
      : [
          `${n} private 60-minute sessions`,
          "A progressive program written for you",
          "Monthly progress check-ins",
          "Nutrition guidance for women over 40",
          "Book each session when it suits you",
        ];
  }
  if (category === "home") {
    return n === 1
      ? [
          "One private 60-minute session at home",
          "All equipment brought to you",
          "A workout built around your space",
          "A take-home exercise plan",
        ]
      : [
          `${n} private sessions in your home`,
          "All equipment brought to you",
          "A progressive program written for you",
          "Monthly progress check-ins",
          "Book each session when it suits you",
        ];
  }
  if (category === "online") {
    if (isRoutineOnly(pkg)) {
      return [
        "A 4-week written routine",
        "30-minute workouts for any space",
        "Clear instructions for every move",
        "Yours to keep and repeat",
      ];
    }
    const weeks = n;
    return [
      `${weeks}-week program, ${weeks * 7} workouts`,
      "Weekly 30-minute video check-ins",
      "E-mail support answered within 24 hours",
      "Joint-friendly progressions and swaps",
    ];
  }
  return [
    `One complete ${pkg.durationMinutes}-minute workout`,
    "Warm-up, main workout and cool-down",
    "Instant access after purchase",
    "Print it or download it",
  ];
}
