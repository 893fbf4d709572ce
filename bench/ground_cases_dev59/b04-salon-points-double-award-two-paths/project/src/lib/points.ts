import { prisma } from "./prisma";

/** 100円(税込)ごとに1ポイント。ゴールド会員は1.5倍 */
export const YEN_PER_POINT = 100;

export function pointsFor(amountYen: number, gold = false): number {
  const base = Math.floor(amountYen / YEN_PER_POINT);
  return gold ? Math.floor(base * 1.5) : base;
}

/** ポイントを付与して履歴に残す */
export async function awardPoints(customerId: string, amountYen: number, reason = "来店ポイント") {
  const customer = await prisma.customer.findUniqueOrThrow({ where: { id: customerId } });
  const gold = customer.pointBalance >= 3000;
  const delta = pointsFor(amountYen, gold);
  if (delta <= 0) return 0;
  await prisma.$transaction([
    prisma.customer.update({ where: { id: customerId }, data: { pointBalance: { increment: delta } } }),
    prisma.pointLedger.create({ data: { customerId, delta, reason } }),
  ]);
  return delta;
}

/** ポイント利用（1pt = 1円） */
export async function usePoints(customerId: string, points: number) {
  const customer = await prisma.customer.findUniqueOrThrow({ where: { id: customerId } });
  if (customer.pointBalance < points) {
    throw new Error("ポイント残高が足りません");
  }
  await prisma.$transaction([
    prisma.customer.update({ where: { id: customerId }, data: { pointBalance: { decrement: points } } }),
    prisma.pointLedger.create({ data: { customerId, delta: -points, reason: "ポイント利用" } }),
  ]);
}
