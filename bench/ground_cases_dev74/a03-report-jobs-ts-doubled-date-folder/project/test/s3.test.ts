import { describe, expect, it } from "vitest";

import { buildKey, publicUrl } from "../src/storage/s3.js";

describe("s3 keys", () => {
  it("puts reports under their kind and run date", () => {
    expect(buildKey("weekly", "sales-2025-W45.xlsx", new Date("2025-11-10T05:00:00Z"))).toBe(
      "reports/weekly/2025-11-10/sales-2025-W45.xlsx",
    );
  });

  it("builds public links", () => {
    expect(publicUrl("reports/weekly/a.xlsx")).toBe("https://reports-eu.s3.eu-central-1.amazonaws.com/reports/weekly/a.xlsx");
  });
});
