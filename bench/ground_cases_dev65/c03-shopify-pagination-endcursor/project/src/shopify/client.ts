import type { Config } from "../config.js";

export interface GraphQLError {
  message: string;
  extensions?: { code?: string };
}

export interface GraphQLResponse<T> {
  data?: T;
  errors?: GraphQLError[];
  extensions?: { cost?: { requestedQueryCost: number; throttleStatus: { currentlyAvailable: number } } };
}

export class ShopifyClient {
  constructor(private readonly cfg: Config) {}

  private get endpoint(): string {
    return `https://${this.cfg.shop}/admin/api/${this.cfg.apiVersion}/graphql.json`;
  }

  async query<T>(query: string, variables: Record<string, unknown> = {}, attempt = 0): Promise<T> {
    const res = await fetch(this.endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Access-Token": this.cfg.accessToken,
      },
      body: JSON.stringify({ query, variables }),
    });
    if (!res.ok) {
      throw new Error(`Shopify HTTP ${res.status}: ${await res.text()}`);
    }
    const body = (await res.json()) as GraphQLResponse<T>;
    const throttled = body.errors?.some((e) => e.extensions?.code === "THROTTLED");
    if (throttled && attempt < 5) {
      const cost = body.extensions?.cost;
      const missing = cost ? cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable : 100;
      await new Promise((r) => setTimeout(r, Math.max(1000, (missing / 50) * 1000)));
      return this.query<T>(query, variables, attempt + 1);
    }
    if (body.errors?.length) {
      throw new Error(`Shopify GraphQL: ${body.errors.map((e) => e.message).join("; ")}`);
    }
    return body.data as T;
  }
}
