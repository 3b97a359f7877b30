// The catalogue's kinds and order, as every page that lists packages names them (SPEC sections 2 and 9). How the
// home page's services cards group, label and price them is services.ts's.
import type { MessageId, Translate } from "@studio/i18n";
import type { PackageOutput } from "@studio/validators";
import { type PackageCategory, packageCategory } from "@studio/validators/kinds";

export interface CategoryInfo {
  key: PackageCategory;
  title: MessageId;
}

// The cards' blurbs are services.ts's: a page that only names a category does not load the cards' words.
export const categories: CategoryInfo[] = [
  { key: "gym", title: "catalogue.category.gym.title" },
  { key: "home", title: "catalogue.category.home.title" },
  { key: "online", title: "catalogue.category.online.title" },
  { key: "workout_of_day", title: "catalogue.category.workoutOfDay.title" },
];

/** "Gym Training", "Online Programs", ... for a package type or a booking's location. */
export function categoryTitle(t: Translate, type: string): string {
  const key = packageCategory(type as PackageOutput["type"]);
  const category = categories.find((candidate) => candidate.key === key);
  return category ? t(category.title) : type;
}

/** Single sessions first, then multi-session packages by session count. */
export function orderPackages(list: PackageOutput[]): PackageOutput[] {
  return [...list].sort((a, b) => {
    // Memberships after the packs: a card reads from one session up, then the monthly way.
    const monthly = Number(a.billing === "monthly") - Number(b.billing === "monthly");
    if (monthly) return monthly;
    const singleA = a.sessionCount === 1 ? 0 : 1;
    const singleB = b.sessionCount === 1 ? 0 : 1;
    return singleA - singleB || a.sessionCount - b.sessionCount || Number(a.price) - Number(b.price);
  });
}
