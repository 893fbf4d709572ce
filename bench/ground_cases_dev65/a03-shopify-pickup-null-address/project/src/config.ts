export const config = {
  port: Number(process.env.PORT ?? 8080),
  shopDomain: process.env.SHOPIFY_SHOP ?? "northwind-goods.myshopify.com",
  apiVersion: process.env.SHOPIFY_API_VERSION ?? "2025-01",
  adminToken: process.env.SHOPIFY_ADMIN_TOKEN ?? "",
  webhookSecret: process.env.SHOPIFY_WEBHOOK_SECRET ?? "",
  warehouseBaseUrl: process.env.WAREHOUSE_BASE_URL ?? "https://api.sandbox.packfleet-3pl.example/v2",
  warehouseApiKey: process.env.WAREHOUSE_API_KEY ?? "",
};
