import { describe, expect, it } from "vitest";
import { readMinutesOf } from "./blog-kinds";

describe("readMinutesOf", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("counts the body's words at 200 a minute, rounded up, within SPEC's 3 to 7 minutes", () => {
    expect(readMinutesOf(words(601))).toBe(4);
    expect(readMinutesOf(words(1000))).toBe(5);
    expect(readMinutesOf(words(10))).toBe(3);
    expect(readMinutesOf(words(5000))).toBe(7);
  });

  it("does not count Markdown's marks as words", () => {
    const marked = `# Title\n\n${"- **one** two\n".repeat(300)}`;
    // 601 words (title + 300 × 2), not the 1,502 tokens the marks would add up to.
    expect(readMinutesOf(marked)).toBe(4);
  });
});
