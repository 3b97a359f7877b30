/** A list as a Spanish version keeps it (a recipe's ingredients): one item per line, as her editor writes it. */
export const lines = (...items: string[]) => items.join("\n");
