import { type RestRoute, route } from "../define";

export const progressRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/progress-tracker/user/:userId",
    procedure: "progress.entries",
    summary: "The signed-in client's entries (403 for another user's id)",
    tag: "progress",
    access: "client",
  }),
  route({
    method: "GET",
    url: "/api/progress-tracker/streak/:userId",
    procedure: "progress.streak",
    summary: "The signed-in client's streak and its emoji",
    tag: "progress",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/progress-tracker",
    procedure: "progress.save",
    summary: "Save today's entry (saving again updates it); answers with achievementEmojis (comma-separated codes)",
    tag: "progress",
    access: "client",
  }),
];
