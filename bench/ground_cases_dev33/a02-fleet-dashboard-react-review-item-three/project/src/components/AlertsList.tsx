import type { Alert } from "../api/client";
import { formatAgo } from "../utils/format";

interface Props {
  alerts: Alert[];
}

/** Full alert history for the depot, in the order the backend sends it (newest first). */
export function AlertsList({ alerts }: Props) {
  if (alerts.length === 0) {
    return <p className="muted">No alerts in the last 24 hours.</p>;
  }
  return (
    <ol className="alerts-list">
      {alerts.map((a) => (
        <li key={a.id} className={`alerts-list__item alerts-list__item--${a.severity}`}>
          <strong>{a.severity}</strong> {a.message}{" "}
          <span className="muted">{formatAgo(a.raisedAt)}</span>
        </li>
      ))}
    </ol>
  );
}
