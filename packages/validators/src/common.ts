import { z } from "zod";

/** A positive database id, accepted as a number or a numeric string (path parameters arrive as text). */
export const id = z.coerce
  .number({ error: "Must be a number" })
  .int("Must be a whole number")
  .positive("Must be a positive number")
  .max(2_147_483_647, "Is too large");

export const idInput = z.object({ id });

/** Money as PostgreSQL numeric(10,2) renders it: "80.00". */
export const money = z.string().regex(/^-?\d{1,8}\.\d{2}$/, "Must be an amount with two decimals");

export const email = z
  .string()
  .trim()
  .max(254, "Email is too long")
  .email("Please enter a valid email address")
  .transform((value) => value.toLowerCase());
