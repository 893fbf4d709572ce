import { useReducer } from "react";

import { cartReducer, initialCart, subtotalCents } from "../store/cartReducer";
import { formatPrice } from "../utils/money";
import { CartSummary } from "./CartSummary";

export function CartPage() {
  const [cart, dispatch] = useReducer(cartReducer, initialCart);

  if (cart.items.length === 0) {
    return <p className="cart-empty">购物车是空的，去逛逛吧</p>;
  }

  const clearCart = () => {
    if (window.confirm("确定清空购物车吗？")) {
      dispatch({ type: "clear" });
    }
  };

  return (
    <div className="cart">
      <div className="cart-toolbar">
        <button className="cart-clear" onClick={clearCart}>
          清空购物车
        </button>
      </div>
      <ul className="cart-list">
        {cart.items.map((item) => (
          <li key={item.sku} className="cart-row">
            <span className="cart-title">{item.title}</span>
            <span className="cart-price">{formatPrice(item.priceCents)}</span>
            <div className="cart-stepper">
              <button onClick={() => dispatch({ type: "updateQty", sku: item.sku, qty: item.qty - 1 })}>-</button>
              <span className="cart-qty">{item.qty} 件</span>
              <button
                disabled={item.qty >= item.stock}
                onClick={() => dispatch({ type: "updateQty", sku: item.sku, qty: item.qty + 1 })}
              >
                +
              </button>
            </div>
            <button className="cart-remove" onClick={() => dispatch({ type: "remove", sku: item.sku })}>
              删除
            </button>
          </li>
        ))}
      </ul>
      <CartSummary subtotalCents={subtotalCents(cart)} couponCode={cart.couponCode} />
    </div>
  );
}
