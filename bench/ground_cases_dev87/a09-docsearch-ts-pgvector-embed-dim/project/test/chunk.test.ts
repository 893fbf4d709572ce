import { describe, expect, it } from "vitest";
import { chunkText } from "../src/chunk.js";

describe("chunkText", () => {
  it("keeps short text in one chunk", () => {
    expect(chunkText("a\n\nb", 100, 10)).toEqual(["a\n\nb"]);
  });

  it("splits long text and overlaps", () => {
    const text = ["x".repeat(60), "y".repeat(60), "z".repeat(60)].join("\n\n");
    const chunks = chunkText(text, 100, 20);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[1].startsWith("x".repeat(20))).toBe(true);
  });
});
