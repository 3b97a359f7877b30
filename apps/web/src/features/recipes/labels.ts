import { dietTypes, recipeCategories } from "@studio/validators";

const title = (value: string) =>
  value.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? "-" : ""}${c.toUpperCase()}`);

export const categoryOptions = recipeCategories.map((value) => ({ value, label: title(value) }));
export const dietOptions = dietTypes.map((value) => ({ value, label: title(value) }));
export const labelOf = (value: string) => title(value);
