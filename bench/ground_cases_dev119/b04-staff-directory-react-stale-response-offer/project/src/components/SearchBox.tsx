type Props = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
};

export function SearchBox({ value, onChange, placeholder = "名前・メールで検索" }: Props) {
  return (
    <div className="search-box">
      <input
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button type="button" className="btn btn-primary" onClick={() => onChange("")}>
          クリア
        </button>
      )}
    </div>
  );
}
