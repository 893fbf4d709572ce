import { CartAction, CartLine, CartState } from "./types";

type Handler<T extends CartAction["type"]> = (
  state: CartState,
  action: Extract<CartAction, { type: T }>,
) => CartState;

const touch = (state: CartState, lines: CartLine[]): CartState => ({ ...state, lines, updatedAt: Date.now() });

const setQty = (lines: CartLine[], sku: string, qty: number) =>
  lines.map((l) => (l.sku === sku ? { ...l, qty } : l));

const dropLine = (lines: CartLine[], sku: string) => lines.filter((l) => l.sku !== sku);

const handlers: { [K in CartAction["type"]]: Handler<K> } = {
  add: (state, action) => {
    const existing = state.lines.find((l) => l.sku === action.line.sku);
    const qty = action.qty ?? 1;
    return existing
      ? touch(state, setQty(state.lines, existing.sku, existing.qty + qty))
      : touch(state, [...state.lines, { ...action.line, qty }]);
  },
  increment: (state, action) => {
    const line = state.lines.find((l) => l.sku === action.sku);
    return line ? touch(state, setQty(state.lines, line.sku, line.qty + 1)) : state;
  },
  decrement: (state, action) => {
    const line = state.lines.find((l) => l.sku === action.sku);
    if (!line) return state;
    const nextQty = line.qty - 1;
    if (nextQty <= 1) return touch(state, dropLine(state.lines, line.sku));
    return touch(state, setQty(state.lines, line.sku, nextQty));
  },
  remove: (state, action) => touch(state, dropLine(state.lines, action.sku)),
  applyCoupon: (state, action) => ({ ...state, coupon: action.code.trim().toUpperCase(), updatedAt: Date.now() }),
  hydrate: (_state, action) => action.state,
  clear: (state) => ({ ...state, lines: [], coupon: null, updatedAt: Date.now() }),
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  const handler = handlers[action.type] as Handler<typeof action.type>;
  return handler ? handler(state, action as never) : state;
}
