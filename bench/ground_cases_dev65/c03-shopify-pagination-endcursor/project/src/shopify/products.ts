import type { ShopifyClient } from "./client.js";

export interface Variant {
  id: string;
  sku: string | null;
  price: string;
  inventoryQuantity: number | null;
}

export interface Product {
  id: string;
  handle: string;
  title: string;
  status: "ACTIVE" | "ARCHIVED" | "DRAFT";
  updatedAt: string;
  variants: Variant[];
}

interface ProductsPage {
  products: {
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
    edges: { node: Omit<Product, "variants"> & { variants: { edges: { node: Variant }[] } } }[];
  };
}

const PRODUCTS_QUERY = `
  query Products($cursor: String) {
    products(first: 250, after: $cursor, sortKey: UPDATED_AT) {
      pageInfo { hasNextPage }
      edges {
        node {
          id
          handle
          title
          status
          updatedAt
          variants(first: 50) {
            edges { node { id sku price inventoryQuantity } }
          }
        }
      }
    }
  }
`;

export async function fetchAllProducts(client: ShopifyClient): Promise<Product[]> {
  const all: Product[] = [];
  let cursor: string | null = null;
  let hasNext = false;
  do {
    const data: ProductsPage = await client.query<ProductsPage>(PRODUCTS_QUERY, { cursor });
    for (const { node } of data.products.edges) {
      all.push({ ...node, variants: node.variants.edges.map((e) => e.node) });
    }
    hasNext = data.products.pageInfo.hasNextPage;
    cursor = data.products.pageInfo.endCursor ?? null;
  } while (hasNext && cursor);
  return all;
}
