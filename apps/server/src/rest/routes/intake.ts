// The client's health questionnaire and waiver: hers to read and to save (again when her health changes).
import { type RestRoute, route } from "../define";

export const intakeRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/portal/intake",
    procedure: "portal.intake",
    summary: "The signed-in client's health questionnaire and signed waiver, or intake: null before she fills it",
    tag: "client portal",
    access: "client",
  }),
  route({
    method: "PUT",
    url: "/api/portal/intake",
    procedure: "portal.saveIntake",
    summary:
      "Save her answers and sign the current waiver (acceptWaiver: true, signedName), replacing what she saved " +
      "before; needsClearance is decided by the server from the answers",
    tag: "client portal",
    access: "client",
  }),
];
