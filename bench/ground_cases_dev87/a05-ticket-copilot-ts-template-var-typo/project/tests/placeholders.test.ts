import { describe, expect, it } from "vitest";
import { render } from "../src/prompts/render.js";

describe("render", () => {
  it("fills spaced placeholders", () => {
    const out = render("summarize.md", {
      agent_name: "Sam",
      customer_name: "Ada",
      plan: "plus",
      ticket_text: "Where is my parcel?",
    });
    expect(out).toContain("Customer: Ada (plan: plus)");
    expect(out).not.toContain("{{");
  });

  it("throws on a missing variable", () => {
    expect(() => render("summarize.md", { agent_name: "Sam" })).toThrow(/Missing variable: customer_name/);
  });
});
