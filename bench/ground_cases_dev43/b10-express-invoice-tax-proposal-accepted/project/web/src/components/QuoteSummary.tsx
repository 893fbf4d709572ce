import type { Quote } from "../api/types";
import { formatYen } from "../lib/format";

type Props = { quote: Quote };

// 見積書画面の合計欄。金額は API が返した totals をそのまま表示する（ここでは計算しない）
export function QuoteSummary({ quote }: Props) {
  const { totals } = quote;
  return (
    <table className="quote-summary">
      <tbody>
        <tr>
          <th>小計（税抜）</th>
          <td>{formatYen(totals.subtotal)}</td>
        </tr>
        {totals.byRate.map((r) => (
          <tr key={r.rate}>
            <th>
              消費税（{Math.round(r.rate * 100)}%
              {r.rate === 0.08 ? "・軽減" : ""}）対象 {formatYen(r.taxable)}
            </th>
            <td>{formatYen(r.tax)}</td>
          </tr>
        ))}
        <tr className="grand-total">
          <th>合計（税込）</th>
          <td>{formatYen(totals.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
