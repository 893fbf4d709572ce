import { PLANS } from "../src/billing/plans";
import { prorateUpgrade } from "../src/billing/proration";

const period = { start: new Date("2025-11-01T00:00:00Z"), end: new Date("2025-12-01T00:00:00Z") };

describe("prorateUpgrade", () => {
  it("charges nothing for a downgrade", () => {
    expect(prorateUpgrade(PLANS.pro, PLANS.basic, period, new Date("2025-11-10T00:00:00Z"))).toBe(0);
  });

  it("charges only the days left", () => {
    // Nov 20 -> Dec 1: 11 days of 30 (the 20th counts), 2000 * 11 / 30 = 733.3
    expect(prorateUpgrade(PLANS.basic, PLANS.pro, period, new Date("2025-11-20T09:00:00Z"))).toBe(733);
  });

  it("charges the full difference on the first day", () => {
    expect(prorateUpgrade(PLANS.basic, PLANS.pro, period, new Date("2025-11-01T00:00:00Z"))).toBe(2000);
  });
});
