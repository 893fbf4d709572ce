import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { OrderTable } from "../components/OrderTable";
import { fetchOrder } from "../api/client";
import type { Order, OrderQuery, OrderStatus } from "../types";

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<Order | null>(null);
  const [detail, setDetail] = useState<Order | null>(null);

  const query: OrderQuery = useMemo(
    () => ({
      page: Number(params.get("page") ?? 1),
      size: 20,
      status: (params.get("status") as OrderStatus) || undefined,
      keyword: params.get("q") ?? undefined,
    }),
    [params],
  );

  const loadDetail = useCallback(() => {
    if (selected) fetchOrder(selected.id).then(setDetail);
  }, [selected]);

  useEffect(() => {
    loadDetail();
  }, [loadDetail]);

  return (
    <section>
      <h2>订单管理</h2>
      <select
        value={query.status ?? ""}
        onChange={(e) => setParams({ status: e.target.value, page: "1" })}
      >
        <option value="">全部</option>
        <option value="pending">待付款</option>
        <option value="paid">已付款</option>
        <option value="shipped">已发货</option>
      </select>
      <OrderTable query={query} onSelect={setSelected} />
      {detail && <pre className="order-detail">{JSON.stringify(detail, null, 2)}</pre>}
    </section>
  );
}
