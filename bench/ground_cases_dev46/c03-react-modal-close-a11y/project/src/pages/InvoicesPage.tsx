import { useState } from "react";
import { Modal } from "../components/Modal";
import { useInvoices, useMarkPaid } from "../hooks/useInvoices";

export function InvoicesPage() {
  const [status, setStatus] = useState<string | undefined>();
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const { data, isLoading } = useInvoices(status);
  const markPaid = useMarkPaid();

  if (isLoading) return <p>加载中…</p>;

  return (
    <section>
      <select value={status ?? ""} onChange={(e) => setStatus(e.target.value || undefined)}>
        <option value="">全部</option>
        <option value="sent">已发送</option>
        <option value="paid">已支付</option>
      </select>
      <ul>
        {data?.data.map((inv) => (
          <li key={inv.id}>
            {inv.number} · {inv.total}
            <button onClick={() => setConfirmId(inv.id)}>标记已付</button>
          </li>
        ))}
      </ul>
      <Modal open={confirmId !== null} title="确认标记已付？" onClose={() => setConfirmId(null)}>
        <button onClick={() => confirmId && markPaid.mutate(confirmId)}>确认</button>
      </Modal>
    </section>
  );
}
