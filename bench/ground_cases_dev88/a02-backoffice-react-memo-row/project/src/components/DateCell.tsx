import { format, formatDistanceToNow, parseISO } from "date-fns";

type Props = {
  value: string;
  relative?: boolean;
};

export function DateCell({ value, relative = false }: Props) {
  const d = parseISO(value);
  return (
    <time dateTime={value} title={format(d, "yyyy-MM-dd HH:mm")}>
      {relative ? formatDistanceToNow(d, { addSuffix: true }) : format(d, "dd MMM yyyy")}
    </time>
  );
}
