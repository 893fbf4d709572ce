"use client";

import { useRef } from "react";
import { useRouter } from "next/navigation";
import { CreditCard, PaymentForm } from "react-square-web-payments-sdk";

type Props = { orderId: string; total: number };

export default function PayButton({ orderId, total }: Props) {
  const router = useRouter();
  const sending = useRef(false);

  async function pay(token: { token?: string }) {
    if (sending.current) return; // 二重送信防止
    sending.current = true;
    const res = await fetch("/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderId, sourceId: token.token }),
    });
    if (res.ok) {
      router.push(`/order/complete?id=${orderId}`);
    } else {
      const { error } = await res.json();
      sending.current = false;
      alert(error);
    }
  }

  return (
    <PaymentForm
      applicationId={process.env.NEXT_PUBLIC_SQUARE_APP_ID!}
      locationId={process.env.NEXT_PUBLIC_SQUARE_LOCATION_ID!}
      cardTokenizeResponseReceived={pay}
    >
      <CreditCard>お支払いに進む（{total.toLocaleString()}円）</CreditCard>
    </PaymentForm>
  );
}
