import { useEffect, useRef, useState } from "react";

interface Props {
  value: string;
  onChange: (q: string) => void;
  placeholder?: string;
  delayMs?: number;
}

export function SearchBox({ value, onChange, placeholder = "搜索 SKU / 名称", delayMs = 300 }: Props) {
  const [text, setText] = useState(value);
  const composing = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function schedule(next: string) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onChange(next), delayMs);
  }

  return (
    <input
      className="search-box"
      type="search"
      value={text}
      placeholder={placeholder}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(e) => {
        composing.current = false;
        schedule(e.currentTarget.value);
      }}
      onChange={(e) => {
        setText(e.target.value);
        if (!composing.current) schedule(e.target.value);
      }}
    />
  );
}
