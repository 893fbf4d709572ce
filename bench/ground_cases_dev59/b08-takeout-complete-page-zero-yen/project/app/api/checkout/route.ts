import { NextRequest, NextResponse } from "next/server";
import { Client, Environment } from "square";
import { getOrder, markPaid, orderTotal } from "@/lib/orders";

const square = new Client({
  accessToken: process.env.SQUARE_ACCESS_TOKEN!,
  environment: process.env.SQUARE_ENV === "production" ? Environment.Production : Environment.Sandbox,
});

// カード情報のトークン（sourceId）を受け取って決済する
export async function POST(req: NextRequest) {
  const { orderId, sourceId } = await req.json();
  const order = getOrder(orderId);
  if (!order) return NextResponse.json({ error: "注文が見つかりません" }, { status: 404 });
  if (order.status === "paid") return NextResponse.json({ ok: true, paymentId: order.paymentId });

  try {
    const { result } = await square.paymentsApi.createPayment({
      sourceId,
      idempotencyKey: `takeout-${order.id}`, // 同じ注文なら何回呼ばれても決済は1回
      amountMoney: { amount: BigInt(orderTotal(order)), currency: "JPY" },
      locationId: process.env.SQUARE_LOCATION_ID!,
      note: `テイクアウト ${order.customerName}様 受取${order.pickupAt}`,
    });
    markPaid(order.id, result.payment!.id!);
    return NextResponse.json({ ok: true, paymentId: result.payment!.id });
  } catch (e) {
    console.error("[checkout] 決済エラー", e);
    return NextResponse.json({ error: "決済に失敗しました。時間をおいて再度お試しください" }, { status: 502 });
  }
}
