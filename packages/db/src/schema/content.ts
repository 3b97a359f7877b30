import type { Language } from "@studio/validators/languages";
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const testimonials = pgTable("testimonials", {
  id: serial().primaryKey(),
  name: text().notNull(),
  age: integer(),
  comment: text().notNull(),
  duration: text().notNull(),
  imagePath: text(),
  beforeImagePath: text(),
  afterImagePath: text(),
  transformationDescription: text(),
  /** When the client's consent to publish her photos was recorded; null (never given, or withdrawn) serves none. */
  photoConsentAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contacts = pgTable(
  "contacts",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The contact form's key for one attempt: Send Message tapped twice stores one message. */
    requestKey: uuid().unique(),
    /** The trainer's inbox: when she first opened it, answered or set it aside. */
    readAt: timestamp({ withTimezone: true }),
    handledAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/** The trainer's answers to a contact message, e-mailed through the outbox. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial().primaryKey(),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    body: text().notNull(),
    sentBy: text().notNull(),
    /** Her form's key for one attempt: Send tapped twice is one reply, one e-mail. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.contactId)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial().primaryKey(),
    email: text().notNull().unique(),
    isActive: boolean().notNull().default(true),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /**
     * When she opened the link of the confirmation e-mail: until then the sign-up is pending (double opt-in) and gets
     * nothing but that e-mail. A sign-up again after unsubscribing clears it, so she confirms again.
     */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The language she subscribed in: what the site sends her is written in it. */
    language: text().$type<Language>().notNull().default("en"),
  },
  (t) => [index().on(t.subscribedAt)],
);

export type RecipeCategory = "breakfast" | "lunch" | "dinner" | "snack" | "pre-workout" | "post-workout" | "smoothie";
export type DietType =
  | "regular"
  | "vegetarian"
  | "vegan"
  | "gluten-free"
  | "dairy-free"
  | "keto"
  | "paleo"
  | "low-carb";

export const recipes = pgTable(
  "recipes",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    ingredients: text().array().notNull(),
    /** Steps separated by newlines. */
    instructions: text().notNull(),
    prepTime: integer().notNull(),
    cookTime: integer().notNull(),
    servings: integer().notNull(),
    calories: integer(),
    protein: integer(),
    carbs: integer(),
    fat: integer(),
    category: text().$type<RecipeCategory>().notNull(),
    dietType: text().$type<DietType>().notNull(),
    imageUrl: text(),
    /** The verified client who shared it, when known. */
    submittedBy: integer().references(() => users.id, { onDelete: "set null" }),
    featured: boolean().notNull().default(false),
    /** Shared recipes appear publicly only once the trainer approves them. */
    approved: boolean().notNull().default(false),
    /** The share form's key for one attempt: shared twice by a double tap, it is one recipe. Never shown. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.category), index().on(t.dietType), index().on(t.approved)],
);

export type Testimonial = typeof testimonials.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;
export type Recipe = typeof recipes.$inferSelect;
