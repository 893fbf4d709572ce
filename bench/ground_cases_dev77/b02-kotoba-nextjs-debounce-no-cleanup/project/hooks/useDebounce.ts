import { useEffect, useState } from "react";

/**
 * value が delay ms 変化しなかったときだけ更新される値を返す。
 * サジェストや絞り込みの入力に使う。
 */
export function useDebounce<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
  }, [value, delay]);

  return debounced;
}
