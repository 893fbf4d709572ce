import { useEffect, useState } from 'react';
import { Product, searchProducts } from '../api';
import { useDebounce } from './useDebounce';

export interface SearchState {
  results: Product[];
  total: number;
  loading: boolean;
  error: string | null;
}

const EMPTY: SearchState = { results: [], total: 0, loading: false, error: null };

export function useSearch(query: string): SearchState {
  const debounced = useDebounce(query.trim(), 250);
  const [state, setState] = useState<SearchState>(EMPTY);

  useEffect(() => {
    if (debounced.length < 2) {
      setState(EMPTY);
      return;
    }
    setState((s) => ({ ...s, loading: true, error: null }));
    searchProducts(debounced)
      .then((res) => {
        setState({ results: res.items, total: res.total, loading: false, error: null });
      })
      .catch((err: Error) => {
        setState((s) => ({ ...s, loading: false, error: err.message }));
      });
  }, [debounced]);

  return state;
}
