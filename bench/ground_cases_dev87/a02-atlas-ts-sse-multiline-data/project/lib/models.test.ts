import { describe, expect, it } from "vitest";
import { DEFAULT_MODEL, resolveModel } from "./models";

describe("resolveModel", () => {
  it("accepts a known model", () => {
    expect(resolveModel("gpt-4o-mini")).toBe("gpt-4o-mini");
  });

  it("falls back to the default for unknown ids", () => {
    expect(resolveModel("gpt-5-turbo-ultra")).toBe(DEFAULT_MODEL);
  });
});
