export interface Config {
  shop: string;
  accessToken: string;
  apiVersion: string;
  dbPath: string;
  locationId: string | null;
  requestTimeoutMs: number;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Read the sync settings from the environment (see .env.example). */
export function loadConfig(env = process.env): Config {
  const shop = env.SHOPIFY_SHOP;
  const accessToken = env.SHOPIFY_ACCESS_TOKEN;
  if (!shop || !accessToken) {
    throw new Error("SHOPIFY_SHOP and SHOPIFY_ACCESS_TOKEN are required");
  }
  return {
    shop,
    accessToken,
    apiVersion: env.SHOPIFY_API_VERSION ?? "2025-01",
    dbPath: env.DB_PATH ?? "data/shop.db",
    locationId: env.SHOPIFY_LOCATION_ID ?? null,
    requestTimeoutMs: intFrom(env.SHOPIFY_TIMEOUT_MS, 30_000),
  };
}
