import { useEffect, useState } from "react";
import { fetchProducts, type Product } from "../api";

type State = {
  items: Product[];
  totalPages: number;
  loading: boolean;
  error: string | null;
};

export function useProducts(query: string, page: number): State {
  const [state, setState] = useState<State>({
    items: [],
    totalPages: 1,
    loading: true,
    error: null,
  });

  useEffect(() => {
    const ctrl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchProducts(query, page, ctrl.signal)
      .then((res) =>
        setState({ items: res.items, totalPages: res.totalPages, loading: false, error: null }),
      )
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, error: String(err) }));
      });
    return () => ctrl.abort();
  }, [query, page]);

  return state;
}
