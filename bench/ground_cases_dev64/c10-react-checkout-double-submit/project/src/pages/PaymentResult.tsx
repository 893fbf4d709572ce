import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";

import { getPayStatus, type PayStatus } from "../api/orders";

const POLL_MS = 2000;

export function PaymentResult() {
  const { orderNo = "" } = useParams();
  const [status, setStatus] = useState<PayStatus>("PENDING");

  useEffect(() => {
    let cancelled = false;
    const timer = setInterval(async () => {
      const r = await getPayStatus(orderNo);
      if (cancelled) return;
      setStatus(r.status);
      if (r.status !== "PENDING") clearInterval(timer);
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [orderNo]);

  if (status === "SUCCESS") {
    return (
      <div className="result ok">
        <h2>支付成功</h2>
        <Link to={`/orders/${orderNo}`}>查看订单</Link>
      </div>
    );
  }
  if (status === "FAILED" || status === "CLOSED") {
    return (
      <div className="result fail">
        <h2>支付未完成</h2>
        <Link to="/cart">返回购物车</Link>
      </div>
    );
  }
  return <div className="result pending">查询中…</div>;
}
