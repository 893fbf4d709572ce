import { loadConfig } from "./config.js";
import { openDb, saveProducts } from "./db.js";
import { ShopifyClient } from "./shopify/client.js";
import { fetchAllProducts } from "./shopify/products.js";

async function main() {
  const cfg = loadConfig();
  const client = new ShopifyClient(cfg);
  const db = openDb(cfg.dbPath);
  const started = Date.now();
  const products = await fetchAllProducts(client);
  const saved = saveProducts(db, products);
  console.log(`synced ${saved} products in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
