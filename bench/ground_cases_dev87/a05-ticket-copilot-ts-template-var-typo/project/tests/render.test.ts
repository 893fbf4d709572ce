import { describe, expect, it } from "vitest";
import { buildEscalationVars } from "../src/flows/escalation.js";

describe("buildEscalationVars", () => {
  it("includes the customer name and ticket text", () => {
    const vars = buildEscalationVars({
      id: "t1",
      category: "refund",
      customer: { id: "c1", name: "Ada", plan: "plus", tenureMonths: 14 },
      body: "I want my money back",
    });
    expect(vars.customer_name).toBe("Ada");
    expect(vars.ticket_text).toBe("I want my money back");
  });
});
