"use strict";

const format = require("./format");

const COLUMNS = [
  { key: "sku", title: "SKU", width: 10 },
  { key: "name", title: "Product", width: 28 },
  { key: "price", title: "Price", width: 12, align: "right" },
];

function renderRow(row, currency) {
  const cells = [format.pad(row.sku, 10), format.pad(row.name, 28)];
  cells.push(format.pad(format.formatPrice(row.price, currency), 12, "right"));
  return cells.join("  ");
}

function renderTable(rows, currency) {
  const header = COLUMNS.map((c) => format.pad(c.title, c.width, c.align)).join("  ");
  const rule = "-".repeat(header.length);
  const body = rows.map((row) => renderRow(row, currency));
  return [header, rule, ...body].join("\n");
}

module.exports = { renderTable, renderRow };
