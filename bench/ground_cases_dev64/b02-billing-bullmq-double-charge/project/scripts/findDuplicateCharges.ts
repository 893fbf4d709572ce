import { stripe } from "../src/payments/stripe.js";

// Lists orders with more than one succeeded PaymentIntent since a given date.
// Usage: npx tsx scripts/findDuplicateCharges.ts 2025-10-27
const since = Math.floor(new Date(process.argv[2] ?? "2025-10-27").getTime() / 1000);

async function main() {
  const byOrder = new Map<string, { id: string; amount: number; created: number }[]>();
  for await (const pi of stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
    if (pi.status !== "succeeded") continue;
    const orderId = pi.metadata.orderId;
    if (!orderId) continue;
    const list = byOrder.get(orderId) ?? [];
    list.push({ id: pi.id, amount: pi.amount, created: pi.created });
    byOrder.set(orderId, list);
  }
  let count = 0;
  for (const [orderId, intents] of byOrder) {
    if (intents.length < 2) continue;
    intents.sort((a, b) => a.created - b.created);
    const [keep, ...extra] = intents;
    count += extra.length;
    console.log(`${orderId}\tkeep=${keep.id}\trefund=${extra.map((i) => i.id).join(",")}\tamount=${keep.amount}`);
  }
  console.error(`${count} duplicate intent(s)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
