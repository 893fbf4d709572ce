"use client";

import { useEffect, useState } from "react";
import { fetchShifts, totalPages } from "@/lib/shifts";
import type { Shift } from "@/lib/shifts";
import { formatDay, formatRange, hoursBetween, ROLE_LABEL } from "@/lib/format";

export default function ShiftTable() {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Shift[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [staff, setStaff] = useState("");

  useEffect(() => {
    let alive = true;
    setLoading(true);
    fetchShifts(page, staff)
      .then((res) => {
        if (!alive) return;
        setRows(res.rows);
        setTotal(res.total);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [page, staff]);

  const pages = totalPages(total);

  return (
    <section>
      <input
        type="search"
        placeholder="スタッフ名で絞り込み"
        value={staff}
        onChange={(e) => {
          setStaff(e.target.value);
          setPage(1);
        }}
      />
      <table className="shift-table">
        <thead>
          <tr>
            <th>日付</th>
            <th>時間</th>
            <th>スタッフ</th>
            <th>店舗</th>
            <th>担当</th>
            <th>時間数</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td>{formatDay(s.starts_at)}</td>
              <td>{formatRange(s.starts_at, s.ends_at)}</td>
              <td>{s.staff_name}</td>
              <td>{s.store}</td>
              <td>{ROLE_LABEL[s.role] ?? s.role}</td>
              <td>{hoursBetween(s.starts_at, s.ends_at)}h</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager">
        <button disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
          前へ
        </button>
        <span>
          {page} / {pages}
        </span>
        <button disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
          次へ
        </button>
      </nav>
    </section>
  );
}
