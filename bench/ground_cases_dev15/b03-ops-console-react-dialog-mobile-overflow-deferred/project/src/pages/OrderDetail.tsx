import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";

import { deleteOrder, useOrder } from "../api/orders";
import { ConfirmDialog } from "../components/ConfirmDialog/ConfirmDialog";
import { formatYen } from "../lib/format";

export function OrderDetail() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data: order, isLoading } = useOrder(id);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (isLoading || !order) return <p>読み込み中…</p>;

  async function handleDelete() {
    setDeleting(true);
    try {
      await deleteOrder(order!.id);
      navigate("/orders");
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section>
      <h1>注文 {order.number}</h1>
      <dl>
        <dt>顧客</dt>
        <dd>{order.customerName}</dd>
        <dt>金額</dt>
        <dd>{formatYen(order.total)}</dd>
        <dt>ステータス</dt>
        <dd>{order.statusLabel}</dd>
      </dl>
      <button type="button" onClick={() => setConfirming(true)} disabled={deleting}>
        削除
      </button>
      <ConfirmDialog
        open={confirming}
        title="注文を削除"
        message={`注文 ${order.number} を削除します。この操作は取り消せません。`}
        confirmLabel="削除する"
        danger
        busy={deleting}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
