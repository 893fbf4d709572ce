import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, parseInvoiceNumber } from "../src/invoices/numbering.js";

describe("invoice numbers", () => {
  it("pads the sequence to five digits", () => {
    expect(formatInvoiceNumber("INV", 2025, 412)).toBe("INV-2025-00412");
  });

  it("parses what it formats", () => {
    expect(parseInvoiceNumber("CN-2024-00007")).toEqual({ series: "CN", year: 2024, seq: 7 });
  });

  it("rejects foreign numbers", () => {
    expect(parseInvoiceNumber("2025/412")).toBeNull();
  });
});
