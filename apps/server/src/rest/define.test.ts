import type { Context } from "@studio/api";
import type { PackageOutput } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { route } from "./define";

const catalogue = (cached: (context: Context) => PackageOutput[] | undefined) =>
  route({
    method: "GET",
    url: "/api/packages",
    procedure: "packages.list",
    summary: "The package catalogue",
    tag: "packages",
    access: "public",
    cached,
  });
const context = {} as Context;
const gymSession: PackageOutput = Object.freeze({
  id: 1,
  name: "Gym Session",
  description: "One hour",
  type: "gym",
  price: "80.00",
  validMonths: null,
  billing: "once",
  unlimited: false,
  durationMinutes: 60,
  sessionCount: 1,
  imageUrl: null,
  features: null,
  language: "en",
});

describe("a route's cached answer", () => {
  it("is the cached value itself once it passes the procedure's output check", () => {
    const packages = Object.freeze([gymSession]) as PackageOutput[];
    const answer = catalogue(() => packages).cached?.(context, "/api/packages");
    expect(answer?.body).toBe(packages);
  });

  it("leaves the request to the procedure while nothing is cached, or when the value fails the check", () => {
    expect(catalogue(() => undefined).cached?.(context, "/api/packages")).toBeUndefined();
    const wrong = Object.freeze([Object.freeze({ ...gymSession, price: 80 })]) as unknown as PackageOutput[];
    expect(catalogue(() => wrong).cached?.(context, "/api/packages")).toBeUndefined();
  });

  it("needs a procedure that checks a frozen answer once (cachedOutput), not a schema that copies it", () => {
    expect(() =>
      route({
        method: "GET",
        url: "/api/admin/packages",
        procedure: "admin.packages.list",
        summary: "Every package",
        tag: "packages",
        access: "admin",
        cached: () => [],
      }),
    ).toThrow(/cachedOutput/);
  });
});
