import { useState } from "react";
import { useNavigate } from "react-router-dom";

import { InvoiceTable } from "../components/InvoiceTable";
import { useInvoices } from "../hooks/useInvoices";
import type { InvoiceStatus } from "../types";

const PAGE_SIZE = 20;

export default function InvoicesPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<InvoiceStatus | "">("");
  const [page, setPage] = useState(1);
  const { data, total, loading, error } = useInvoices({ status: status || undefined, page });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section>
      <header className="page-header">
        <h1>发票</h1>
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as InvoiceStatus | "");
            setPage(1);
          }}
        >
          <option value="">全部</option>
          <option value="draft">草稿</option>
          <option value="sent">已发送</option>
          <option value="paid">已付款</option>
          <option value="void">已作废</option>
        </select>
      </header>
      {error && <div className="alert alert-error">{error}</div>}
      <InvoiceTable invoices={data} loading={loading} onOpen={(id) => navigate(`/invoices/${id}`)} />
      <nav className="pager">
        <button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          上一页
        </button>
        <span>
          {page} / {pages}
        </span>
        <button disabled={page >= pages} onClick={() => setPage(page + 1)}>
          下一页
        </button>
      </nav>
    </section>
  );
}
