import { NextResponse } from "next/server";
import { getOrder, orderTotal } from "@/lib/orders";

// 注文完了画面から呼ばれる
export async function GET(_req: Request, { params }: { params: { id: string } }) {
  const order = getOrder(params.id);
  if (!order) {
    return NextResponse.json({ error: "注文が見つかりません" }, { status: 404 });
  }
  return NextResponse.json({
    id: order.id,
    status: order.status,
    customerName: order.customerName,
    pickupAt: order.pickupAt,
    items: order.items.map((i) => ({ name: i.name, qty: i.qty, subtotal: i.price * i.qty })),
    totalAmount: orderTotal(order),
  });
}

// 店舗側の管理画面から：受け取り前のキャンセル
export async function PATCH(req: Request, { params }: { params: { id: string } }) {
  const order = getOrder(params.id);
  if (!order) {
    return NextResponse.json({ error: "注文が見つかりません" }, { status: 404 });
  }
  const { action } = await req.json();
  if (action !== "cancel") {
    return NextResponse.json({ error: "不明な操作です" }, { status: 400 });
  }
  if (order.status === "paid") {
    return NextResponse.json({ error: "決済済みの注文はSquareのダッシュボードから返金してください" }, { status: 409 });
  }
  order.status = "cancelled";
  return NextResponse.json({ id: order.id, status: order.status });
}
