import { useMemo, useState } from "react";
import type { Vehicle } from "../api/client";
import { formatAgo, formatSpeed, vehicleLabel } from "../utils/format";

type SortKey = "name" | "speed";

interface Props {
  vehicles: Vehicle[];
}

function compareBy(key: SortKey) {
  return (a: Vehicle, b: Vehicle) =>
    key === "name" ? a.name.localeCompare(b.name) : (b.speedKmh ?? -1) - (a.speedKmh ?? -1);
}

export function VehicleTable({ vehicles }: Props) {
  const [sortKey, setSortKey] = useState<SortKey>("name");
  const [expanded, setExpanded] = useState<Set<number>>(new Set());

  const rows = useMemo(() => [...vehicles].sort(compareBy(sortKey)), [vehicles, sortKey]);

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <table className="vehicles">
      <thead>
        <tr>
          <th>
            <button type="button" onClick={() => setSortKey("name")}>Vehicle</button>
          </th>
          <th>
            <button type="button" onClick={() => setSortKey("speed")}>Speed</button>
          </th>
          <th>Last seen</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.id} className={expanded.has(v.id) ? "open" : undefined} onClick={() => toggle(v.id)}>
            <td>{vehicleLabel(v.name, v.id)}</td>
            <td>{formatSpeed(v.speedKmh)}</td>
            <td>
              <time dateTime={v.lastSeen}>{formatAgo(v.lastSeen)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
