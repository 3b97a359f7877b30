// The trainer's sign-in (the client's is the portal's code flow).
import { type RestRoute, route } from "../define";

export const authRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/admin/login",
    procedure: "admin.login",
    summary: "Sign the admin in; sets the admin session cookie",
    tag: "admin",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/admin/logout",
    procedure: "admin.logout",
    summary: "Sign the admin out",
    tag: "admin",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/admin/me",
    procedure: "admin.me",
    summary: "The signed-in admin",
    tag: "admin",
    access: "admin",
  }),
];
