import { formatPercent } from "../lib/format";

type Props = {
  /** 割引率(%)。10 なら 10%OFF */
  percent: number;
  size?: "sm" | "md";
  className?: string;
};

const sizeClass = {
  sm: "badge badge--sm",
  md: "badge",
} as const;

export function DiscountBadge({ percent, size = "md", className }: Props) {
  if (!Number.isFinite(percent) || percent <= 0) {
    return null;
  }

  const label = `${formatPercent(percent)}OFF`;
  const classes = [sizeClass[size], "badge--discount", className].filter(Boolean).join(" ");

  return (
    <span className={classes} aria-label={`${formatPercent(percent)}割引`}>
      {label}
    </span>
  );
}

export default DiscountBadge;
