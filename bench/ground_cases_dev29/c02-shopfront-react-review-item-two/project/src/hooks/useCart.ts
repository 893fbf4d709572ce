import { useEffect, useState } from 'react';
import { Cart, fetchCart, removeLine, updateQty } from '../api/cart';

interface CartState {
  cart: Cart | null;
  loading: boolean;
  error: string | null;
}

export function useCart(couponCode: string | null) {
  const [state, setState] = useState<CartState>({ cart: null, loading: true, error: null });

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    fetchCart(couponCode)
      .then((cart) => {
        if (!cancelled) setState({ cart, loading: false, error: null });
      })
      .catch((e: Error) => {
        if (!cancelled) setState({ cart: null, loading: false, error: e.message });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const setQty = async (lineId: string, qty: number) => {
    const cart = await updateQty(lineId, qty);
    setState({ cart, loading: false, error: null });
  };

  const remove = async (lineId: string) => {
    const cart = await removeLine(lineId);
    setState({ cart, loading: false, error: null });
  };

  return { ...state, setQty, remove };
}
