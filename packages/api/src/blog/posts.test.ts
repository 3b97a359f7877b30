import { describe, expect, it } from "vitest";
import { stateOf } from "./posts";

describe("stateOf", () => {
  const publishAt = new Date("2026-03-08T11:00:00Z");

  it("is a draft until she publishes it, whenever its time", () => {
    expect(stateOf({ status: "draft", publishAt }, new Date("2026-03-09T00:00:00Z"))).toBe("draft");
    expect(stateOf({ status: "draft", publishAt }, new Date("2026-03-01T00:00:00Z"))).toBe("draft");
  });

  it("is scheduled until its time comes, and published from that very instant", () => {
    expect(stateOf({ status: "published", publishAt }, new Date(publishAt.getTime() - 1))).toBe("scheduled");
    expect(stateOf({ status: "published", publishAt }, publishAt)).toBe("published");
    expect(stateOf({ status: "published", publishAt }, new Date(publishAt.getTime() + 1))).toBe("published");
  });
});
