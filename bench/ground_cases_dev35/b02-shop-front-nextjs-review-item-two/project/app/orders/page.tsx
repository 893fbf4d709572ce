"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { formatYen } from "@/lib/format";

type OrderSummary = {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  total: number;
  itemCount: number;
  firstItemName: string | null;
};

export default function OrdersPage() {
  const params = useSearchParams();
  const page = Number(params.get("page") ?? "1");
  const [orders, setOrders] = useState<OrderSummary[]>([]);
  const [totalPages, setTotalPages] = useState(1);

  useEffect(() => {
    fetch(`/api/orders?page=${page}`)
      .then((res) => res.json())
      .then((data) => {
        setOrders(data.orders);
        setTotalPages(data.totalPages);
      });
  }, [page]);

  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="mb-4 text-xl font-bold">注文履歴</h1>
      <ul className="divide-y">
        {orders.map((o) => (
          <li key={o.id} className="flex justify-between py-3">
            <Link href={`/orders/${o.id}`}>#{o.number} {o.firstItemName}{o.itemCount > 1 ? ` ほか${o.itemCount - 1}点` : ""}</Link>
            <span>{formatYen(o.total)}</span>
          </li>
        ))}
      </ul>
      <nav className="mt-6 flex gap-4">
        {page > 1 && <Link href={`/orders?page=${page - 1}`}>前へ</Link>}
        <span>{page} / {totalPages}</span>
        {page < totalPages && <Link href={`/orders?page=${page + 1}`}>次へ</Link>}
      </nav>
    </main>
  );
}
