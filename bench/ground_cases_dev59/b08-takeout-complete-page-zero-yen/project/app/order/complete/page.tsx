"use client";

import { useEffect, useState } from "react";
import { useSearchParams } from "next/navigation";
import { pickupLabel, yen } from "@/lib/format";

type OrderView = {
  id: string;
  customerName: string;
  pickupAt: string;
  items: { name: string; qty: number; subtotal: number }[];
  total?: number;
};

export default function CompletePage() {
  const id = useSearchParams().get("id");
  const [order, setOrder] = useState<OrderView | null>(null);

  useEffect(() => {
    if (!id) return;
    fetch(`/api/orders/${id}`).then((r) => r.json()).then(setOrder);
  }, [id]);

  if (!order) return <p className="p-6">読み込み中…</p>;

  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-bold">ご注文ありがとうございました</h1>
      <p className="mt-2 text-2xl">合計 {yen(order.total ?? 0)}</p>
      <p className="mt-4">{order.customerName} 様</p>
      <p>受け取り：{pickupLabel(order.pickupAt)}（焼鳥 とり吉 店頭）</p>
      <ul className="mt-4 divide-y">
        {order.items.map((i) => (
          <li key={i.name} className="flex justify-between py-1">
            <span>{i.name} × {i.qty}</span>
            <span>{yen(i.subtotal)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-gray-500">お支払いはクレジットカードで完了しています。</p>
    </main>
  );
}
