import { useState } from "react";
import type { Incident } from "../api/client";
import { formatRelative } from "../lib/time";
import "./IncidentTable.css";

type Props = {
  incidents: Incident[];
  loading: boolean;
};

export function IncidentTable({ incidents, loading }: Props) {
  const [newestFirst, setNewestFirst] = useState(true);
  const sorted = [...incidents].sort((a, b) => {
    const diff = Date.parse(b.startedAt) - Date.parse(a.startedAt);
    return newestFirst ? diff : -diff;
  });

  if (!loading && incidents.length === 0) {
    return <p className="empty">No open incidents 🎉</p>;
  }
  return (
    <table className="incidents">
      <thead>
        <tr>
          <th>Sev</th>
          <th>Title</th>
          <th>Service</th>
          <th>Status</th>
          <th aria-sort={newestFirst ? "descending" : "ascending"}>
            <button type="button" className="th-sort" onClick={() => setNewestFirst((v) => !v)}>
              Started {newestFirst ? "↓" : "↑"}
            </button>
          </th>
          <th>IC</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((i) => (
          <tr key={i.id} className={`sev-${i.severity}`}>
            <td>{i.severity.toUpperCase()}</td>
            <td>{i.title}</td>
            <td>{i.service}</td>
            <td>{i.status}</td>
            <td title={new Date(i.startedAt).toLocaleString()}>{formatRelative(i.startedAt)}</td>
            <td>{i.commander ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
