import { describe, expect, it } from "vitest";
import { placeIn } from "./notices";

describe("placeIn", () => {
  it("names her home without its address, which a lock screen would show to anyone", () => {
    expect(placeIn({ atHome: true }, "en")).toBe("Your home");
    expect(placeIn({ atHome: true }, "es")).toBe("Tu casa");
  });

  it("names the gym with its address", () => {
    expect(placeIn({ atHome: false }, "en")).toBe("Brickell Athletic Club, 1001 Brickell Bay Drive, Miami, FL 33131");
  });
});
