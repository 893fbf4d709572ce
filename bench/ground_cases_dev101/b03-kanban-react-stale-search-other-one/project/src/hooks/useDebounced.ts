import { useEffect, useState } from "react";

/** value が delay ミリ秒変わらなかったら反映する */
export function useDebounced<T>(value: T, delay = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return current;
}

export function useLocalStorage(key: string, initial: string): [string, (v: string) => void] {
  const [value, setValue] = useState<string>(() => {
    try {
      return localStorage.getItem(key) ?? initial;
    } catch {
      return initial;
    }
  });

  const set = (v: string) => {
    setValue(v);
    try {
      localStorage.setItem(key, v);
    } catch {
      // private mode etc.: keep it in memory only
    }
  };

  return [value, set];
}
