import { ChangeEvent } from "react";

interface Props {
  value: string;
  onChange: (value: string) => void;
  loading: boolean;
}

export function SearchBox({ value, onChange, loading }: Props) {
  const handle = (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value);

  return (
    <div className="search">
      <input
        type="search"
        aria-label="Search products"
        placeholder="Search products…"
        value={value}
        onChange={handle}
        autoFocus
      />
      {loading && <span className="spinner" aria-hidden="true" />}
      {value && (
        <button type="button" className="clear" onClick={() => onChange("")}>
          ×
        </button>
      )}
    </div>
  );
}
