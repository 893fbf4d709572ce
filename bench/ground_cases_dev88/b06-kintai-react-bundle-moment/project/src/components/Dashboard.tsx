import { useDeferredValue, useMemo, useState } from "react";

import type { AttendanceRow } from "../api";
import { formatClock, formatDay } from "../lib/date";
import { formatHours, groupByDepartment, topOvertime } from "../lib/format";
import { OvertimeChart } from "./OvertimeChart";

interface Props {
  rows: AttendanceRow[];
}

export function Dashboard({ rows }: Props) {
  const [query, setQuery] = useState("");

  const deferredQuery = useDeferredValue(query);

  const filtered = useMemo(
    () => rows.filter((r) => r.employee.includes(deferredQuery) || r.department.includes(deferredQuery)),
    [rows, deferredQuery],
  );
  const byDept = useMemo(() => groupByDepartment(filtered), [filtered]);
  const top = useMemo(() => topOvertime(filtered, 10), [filtered]);

  return (
    <main>
      <input placeholder="氏名・部署で絞り込み" value={query} onChange={(e) => setQuery(e.target.value)} />
      <OvertimeChart byDept={byDept} />
      <h2>残業上位</h2>
      <ol>
        {top.map((r) => (
          <li key={r.id}>
            {r.employee}（{r.department}）{formatHours(r.overtimeMinutes)}
          </li>
        ))}
      </ol>
      <table>
        <tbody>
          {filtered.map((r) => (
            <tr key={r.id}>
              <td>{formatDay(r.clockIn)}</td>
              <td>{r.employee}</td>
              <td>{formatClock(r.clockIn)}</td>
              <td>{formatClock(r.clockOut)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
