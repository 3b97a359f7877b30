import { type AdminLoginInput, adminLoginInput, adminMeOutput, okOutput } from "@studio/validators";
import { type RestRoute, route } from "../define";

export const adminRoutes: RestRoute[] = [
  route<AdminLoginInput>({
    method: "POST",
    url: "/api/admin/login",
    summary: "Sign the admin in; sets the admin session cookie",
    tag: "admin",
    access: "public",
    input: adminLoginInput,
    output: adminMeOutput,
    call: (caller, input) => caller.admin.login(input),
  }),
  route({
    method: "POST",
    url: "/api/admin/logout",
    summary: "Sign the admin out",
    tag: "admin",
    access: "public",
    output: okOutput,
    call: (caller) => caller.admin.logout(),
  }),
  route({
    method: "GET",
    url: "/api/admin/me",
    summary: "The signed-in admin",
    tag: "admin",
    access: "admin",
    output: adminMeOutput,
    call: (caller) => caller.admin.me(),
  }),
];
