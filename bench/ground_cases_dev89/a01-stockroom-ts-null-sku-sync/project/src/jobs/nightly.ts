import { parse } from "node:path";
import { readFile } from "node:fs/promises";
import { syncStock } from "../services/inventory";
import { FeedRow } from "../types";

function parseFeed(csv: string): FeedRow[] {
  return csv
    .split("\n")
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [sku, supplierRef, quantity, bundle] = line.split(",");
      return {
        sku: sku === "" ? null : sku,
        supplierRef,
        quantity: Number(quantity),
        isBundle: bundle === "1",
      };
    });
}

export async function runNightlySync(feedPath: string): Promise<void> {
  const rows = parseFeed(await readFile(feedPath, "utf8"));
  const result = await syncStock(rows);
  console.log(`[sync] ${parse(feedPath).base}: ${result.updated} updated, ${result.unknown.length} unknown`);
}
