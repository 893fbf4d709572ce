interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: Props) {
  return (
    <input
      type="search"
      className="search"
      placeholder="名前・メールで検索"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
