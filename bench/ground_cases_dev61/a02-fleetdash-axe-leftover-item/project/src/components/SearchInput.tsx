import { useEffect, useState } from "react";

type Props = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  delay?: number;
};

export function SearchInput({ value, onChange, placeholder = "Search vehicles", delay = 250 }: Props) {
  const [draft, setDraft] = useState(value);

  useEffect(() => setDraft(value), [value]);

  useEffect(() => {
    if (draft === value) return;
    const t = window.setTimeout(() => onChange(draft), delay);
    return () => window.clearTimeout(t);
  }, [draft, value, delay, onChange]);

  return (
    <div className="search" role="search">
      <label htmlFor="vehicle-search" className="visually-hidden">
        {placeholder}
      </label>
      <svg className="search__icon" viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="5" />
        <path d="M11 11l4 4" />
      </svg>
      <input
        id="vehicle-search"
        type="search"
        className="search__input"
        value={draft}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
      />
    </div>
  );
}
