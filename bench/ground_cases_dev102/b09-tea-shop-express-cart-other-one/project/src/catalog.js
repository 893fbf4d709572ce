const products = [
  { id: "tea-01", name: "煎茶 100g", price: 980 },
  { id: "tea-02", name: "ほうじ茶 100g", price: 760 },
  { id: "tea-03", name: "玄米茶 200g", price: 640 },
  { id: "cup-01", name: "湯呑み", price: 2200 },
];

function findProduct(id) {
  return products.find((p) => p.id === id) || null;
}

function listProducts({ maxPrice } = {}) {
  if (maxPrice === undefined) return products.slice();
  return products.filter((p) => p.price <= maxPrice);
}

function formatYen(n) {
  return `¥${n.toLocaleString("ja-JP")}`;
}

function searchProducts(q) {
  const needle = String(q || "").trim();
  if (!needle) return [];
  return products.filter((p) => p.name.includes(needle));
}

function priceOf(id) {
  const p = findProduct(id);
  return p ? p.price : null;
}

module.exports = { findProduct, listProducts, formatYen, searchProducts, priceOf };
