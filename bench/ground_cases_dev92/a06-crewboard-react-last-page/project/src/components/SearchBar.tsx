interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBar({ value, onChange }: Props) {
  return (
    <input
      className="member-search"
      type="search"
      placeholder="Search members"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
