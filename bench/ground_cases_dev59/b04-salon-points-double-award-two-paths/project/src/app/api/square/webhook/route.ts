import { NextRequest, NextResponse } from "next/server";
import { WebhooksHelper } from "square";
import { prisma } from "@/lib/prisma";
import { awardPoints } from "@/lib/points";

// Square の payment.created / payment.updated を受ける
export async function POST(req: NextRequest) {
  const body = await req.text();
  const ok = await WebhooksHelper.verifySignature({
    requestBody: body,
    signatureHeader: req.headers.get("x-square-hmacsha256-signature") ?? "",
    signatureKey: process.env.SQUARE_WEBHOOK_SIGNATURE_KEY!,
    notificationUrl: process.env.SQUARE_WEBHOOK_URL!,
  });
  if (!ok) return NextResponse.json({ error: "invalid signature" }, { status: 403 });

  const event = JSON.parse(body);
  if (event.type !== "payment.updated") return NextResponse.json({ ok: true });

  const payment = event.data.object.payment;
  if (payment.status !== "COMPLETED") return NextResponse.json({ ok: true });

  const customer = payment.customer_id
    ? await prisma.customer.findUnique({ where: { squareId: payment.customer_id } })
    : null;
  if (!customer) {
    console.info("[square] 会員以外の決済", payment.id);
    return NextResponse.json({ ok: true });
  }

  const yen = payment.total_money.amount;
  const delta = await awardPoints(customer.id, yen);
  console.info("[square] ポイント付与", { payment: payment.id, customer: customer.id, delta });
  return NextResponse.json({ ok: true });
}
