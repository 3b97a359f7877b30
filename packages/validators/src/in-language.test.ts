import { describe, expect, it } from "vitest";
import { inLanguage, listIn, writtenTranslations } from "./in-language";
import type { Translations } from "./languages";

const recipe = { title: "Green smoothie", summary: "A quick breakfast", minutes: 5 };
/** Her Spanish version of a recipe's fields. */
const spanish = (es: { title?: string; summary?: string }): Translations<"title" | "summary"> => ({ es });

describe("inLanguage", () => {
  it("shows her Spanish field by field, English where she wrote none", () => {
    expect(inLanguage(recipe, spanish({ title: "Batido verde" }), "es", "title")).toEqual({
      title: "Batido verde",
      summary: "A quick breakfast",
      minutes: 5,
      language: "es",
    });
  });

  it("says the page shows English when the main field has no Spanish, whatever the others", () => {
    expect(inLanguage(recipe, spanish({ summary: "Un desayuno rápido" }), "es", "title")).toMatchObject({
      title: "Green smoothie",
      summary: "Un desayuno rápido",
      language: "en",
    });
    expect(inLanguage(recipe, {}, "es", "title").language).toBe("en");
  });

  it("never puts an empty Spanish field over the English, and keeps English on an English page", () => {
    expect(inLanguage(recipe, spanish({ title: "", summary: "Un desayuno rápido" }), "es", "title")).toMatchObject({
      title: "Green smoothie",
      language: "en",
    });
    // A form's field she has only put spaces in (the back office words her unsaved plan) is not written either.
    expect(inLanguage(recipe, spanish({ title: "   " }), "es", "title")).toMatchObject({
      title: "Green smoothie",
      language: "en",
    });
    expect(inLanguage(recipe, spanish({ title: "Batido verde" }), "en", "title")).toEqual({
      ...recipe,
      language: "en",
    });
  });
});

describe("writtenTranslations", () => {
  it("keeps the fields she wrote, and no language with none written", () => {
    expect(writtenTranslations({ es: { title: "Batido verde", summary: "  " } })).toEqual({
      es: { title: "Batido verde" },
    });
    expect(writtenTranslations({ es: { title: "", summary: " \n " } })).toEqual({});
    expect(writtenTranslations({})).toEqual({});
  });
});

describe("listIn", () => {
  const english = ["1 banana", "1 cup spinach"];

  it("reads her Spanish list one item per line, blank lines and spaces left out", () => {
    expect(
      listIn({ es: { ingredients: " 1 plátano \n\n1 taza de espinaca\n" } }, "es", "ingredients", english),
    ).toEqual(["1 plátano", "1 taza de espinaca"]);
  });

  it("keeps the English list where she wrote none, and on an English page", () => {
    expect(listIn({}, "es", "ingredients", english)).toBe(english);
    expect(listIn({ es: { ingredients: "" } }, "es", "ingredients", english)).toBe(english);
    expect(listIn({ es: { ingredients: " \n \n" } }, "es", "ingredients", english)).toBe(english);
    expect(listIn({ es: { ingredients: "1 plátano" } }, "en", "ingredients", english)).toBe(english);
  });
});
