import { formatMinutes, netMinutes, overtimeMinutes } from "../lib/duration";
import type { TimesheetRow } from "../api/client";
import { useTimesheet } from "../hooks/useTimesheet";

interface Props {
  userId: string;
  month: string;
  onEdit: (row: TimesheetRow) => void;
}

export function TimesheetTable({ userId, month, onEdit }: Props) {
  const { rows, totalMinutes, overtime, loading, error } = useTimesheet(userId, month);

  if (loading) return <p className="muted">読み込み中…</p>;
  if (error) return <p className="error">取得に失敗しました: {error}</p>;

  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));

  return (
    <table className="timesheet">
      <thead>
        <tr>
          <th>日付</th>
          <th>出勤</th>
          <th>退勤</th>
          <th>休憩</th>
          <th>実働</th>
          <th>残業</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => {
          const worked = netMinutes(row.clockIn, row.clockOut, row.breakMinutes);
          return (
            <tr key={row.date}>
              <td>{row.date}</td>
              <td>{row.clockIn}</td>
              <td>{row.clockOut}</td>
              <td>{row.breakMinutes}分</td>
              <td>{formatMinutes(worked)}</td>
              <td>{formatMinutes(overtimeMinutes(worked))}</td>
              <td>
                <button type="button" onClick={() => onEdit(row)}>
                  編集
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}>合計</td>
          <td>{formatMinutes(totalMinutes)}</td>
          <td>{formatMinutes(overtime)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
