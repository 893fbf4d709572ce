import { describe, it, expect } from "vitest";
import { Entry } from "../src/generated/schemas";

describe("Entry", () => {
  it("accepts the server payload", () => {
    const payload = { id: "e1", amount_yen: 1280, category_id: "food", spent_on: "2025-03-09" };
    expect(() => Entry.parse(payload)).not.toThrow();
  });
});
