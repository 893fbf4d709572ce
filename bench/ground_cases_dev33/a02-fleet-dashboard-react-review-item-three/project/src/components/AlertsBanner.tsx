import { useState } from "react";
import type { Alert, Severity } from "../api/client";
import { formatAgo } from "../utils/format";

interface Props {
  alerts: Alert[];
  max?: number;
}

const RANK: Record<Severity, number> = { info: 0, warning: 1, critical: 2 };

const CLASS: Record<Severity, string> = {
  info: "banner banner--info",
  warning: "banner banner--warn",
  critical: "banner banner--crit",
};

export function AlertsBanner({ alerts, max = 3 }: Props) {
  const [dismissed, setDismissed] = useState<string[]>([]);

  const visible = alerts
    .sort((a, b) => RANK[b.severity] - RANK[a.severity])
    .filter((a) => !dismissed.includes(a.id))
    .slice(0, max);

  if (visible.length === 0) return null;

  return (
    <section aria-label="Active alerts" className="alerts">
      {visible.map((a) => (
        <div key={a.id} className={CLASS[a.severity]} role="alert">
          <span className="banner__msg">{a.message}</span>
          <time className="banner__time" dateTime={a.raisedAt}>
            {formatAgo(a.raisedAt)}
          </time>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => setDismissed((d) => [...d, a.id])}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
