"use server";

import { revalidatePath } from "next/cache";
import { prisma } from "@/lib/prisma";
import { awardPoints, usePoints } from "@/lib/points";

type CheckoutInput = {
  customerId: string;
  menu: string;
  amountYen: number;
  usePoints: number;
};

/**
 * スタッフ用タブレットの「会計完了」ボタン。
 * 支払い自体は Square Terminal で行い、ここではポイントの利用と付与を記録する。
 */
export async function completeCheckout(input: CheckoutInput) {
  const customer = await prisma.customer.findUnique({ where: { id: input.customerId } });
  if (!customer) return { ok: false, message: "会員が見つかりません" };

  if (input.usePoints > 0) {
    await usePoints(customer.id, input.usePoints);
  }

  const paid = input.amountYen - input.usePoints;
  const awarded = await awardPoints(customer.id, paid);

  revalidatePath(`/staff/customers/${customer.id}`);
  return {
    ok: true,
    message: `会計完了：${paid.toLocaleString()}円 / ${awarded}ポイント付与`,
  };
}
