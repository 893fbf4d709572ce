import { useState } from "react";
import { debounce } from "../lib/debounce";

type Props = {
  onSearch: (q: string) => void;
};

export default function SearchBox({ onSearch }: Props) {
  const [text, setText] = useState("");

  // 入力が止まってから 300ms 後に検索する
  const debouncedSearch = debounce(onSearch, 300);

  return (
    <input
      className="search"
      type="search"
      placeholder="食材や料理名で検索"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        debouncedSearch(e.target.value.trim());
      }}
    />
  );
}
