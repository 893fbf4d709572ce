import { useMemo } from "react";

const SAMPLE = [
  { site: "North ridge", count: 14 },
  { site: "Creek bend", count: 9 },
  { site: "Old orchard", count: 21 },
];

export function Reports() {
  const total = useMemo(() => SAMPLE.reduce((n, r) => n + r.count, 0), []);
  return (
    <section>
      <h1>Reports</h1>
      <table>
        <tbody>
          {SAMPLE.map((r) => (
            <tr key={r.site}><td>{r.site}</td><td>{r.count}</td></tr>
          ))}
        </tbody>
        <tfoot><tr><td>Total</td><td>{total}</td></tr></tfoot>
      </table>
    </section>
  );
}
