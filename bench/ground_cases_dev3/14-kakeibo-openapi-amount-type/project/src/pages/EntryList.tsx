import { listEntries } from "../api/entries";
import { formatYen } from "../lib/yen";

export async function rows() {
  const entries = await listEntries();
  return entries.map((e) => `${e.spent_on} ${formatYen(Number(e.amount_yen))}`);
}
