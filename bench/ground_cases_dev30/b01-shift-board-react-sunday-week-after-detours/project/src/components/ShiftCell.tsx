import type { Shift } from "../api/shifts";

const ROLE_LABEL: Record<Shift["role"], string> = {
  hall: "ホール",
  kitchen: "キッチン",
  register: "レジ",
};

type Props = {
  shifts: Shift[];
};

export function ShiftCell({ shifts }: Props) {
  if (shifts.length === 0) {
    return <td className="shift-cell shift-cell--empty">-</td>;
  }
  return (
    <td className="shift-cell">
      {shifts.map((s) => (
        <div key={s.id} className={`shift-cell__item shift-cell__item--${s.role}`}>
          <span className="shift-cell__time">
            {s.start}〜{s.end}
          </span>
          <span className="shift-cell__role">{ROLE_LABEL[s.role]}</span>
        </div>
      ))}
    </td>
  );
}
