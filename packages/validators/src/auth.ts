// The trainer's sign-in.
import { z } from "zod";

export const adminLoginInput = z.object({
  username: z.string().trim().min(1, "Username is required").max(100, "Username is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});

export type AdminLoginInput = z.infer<typeof adminLoginInput>;

export const adminMeOutput = z.object({ username: z.string() });
