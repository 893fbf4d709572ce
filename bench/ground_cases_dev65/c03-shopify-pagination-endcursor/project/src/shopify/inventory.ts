import type { ShopifyClient } from "./client.js";

// Inventory levels per location; used by the nightly stock report only.
const LEVELS_QUERY = `
  query Levels($locationId: ID!) {
    location(id: $locationId) {
      inventoryLevels(first: 100) {
        pageInfo { hasNextPage endCursor }
        edges {
          node {
            item { sku }
            quantities(names: ["available"]) { name quantity }
          }
        }
      }
    }
  }
`;

interface LevelsPage {
  location: {
    inventoryLevels: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: { item: { sku: string | null }; quantities: { name: string; quantity: number }[] } }[];
    };
  };
}

export async function fetchLevels(client: ShopifyClient, locationId: string): Promise<Map<string, number>> {
  const data = await client.query<LevelsPage>(LEVELS_QUERY, { locationId });
  const out = new Map<string, number>();
  for (const { node } of data.location.inventoryLevels.edges) {
    if (node.item.sku) out.set(node.item.sku, node.quantities[0]?.quantity ?? 0);
  }
  return out;
}
