const { renderInvoiceRow } = require("../src/views/invoices");
const invoice = require("./fixtures/invoice.json");

test("renders a row", () => {
  expect(renderInvoiceRow(invoice)).toContain("INV-2025-0042");
});
