import { dueStatus, type DueStatus } from "@/lib/dates";

type Props = {
  dueDate: string | null;
  locale?: string;
};

const LABELS: Record<DueStatus, string> = {
  overdue: "Overdue",
  tomorrow: "Due tomorrow",
  today: "Due today",
  later: "Due",
  none: "",
};

const COLORS: Record<DueStatus, string> = {
  overdue: "var(--color-danger)",
  tomorrow: "var(--color-warning)",
  today: "var(--color-warning)",
  later: "var(--color-muted)",
  none: "transparent",
};

export function DueBadge({ dueDate, locale = "en-US" }: Props) {
  const status = dueStatus(dueDate);
  if (status === "none" || !dueDate) return null;
  // date-only strings parse as UTC midnight: format in UTC so the stored day is the day shown
  const pretty = new Date(dueDate).toLocaleDateString(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <span
      className="due-badge"
      style={{ color: COLORS[status], borderColor: COLORS[status] }}
      title={pretty}
    >
      {LABELS[status]} {status === "later" ? pretty : ""}
    </span>
  );
}
