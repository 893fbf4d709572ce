import { useCallback, useEffect, useState } from "react";
import { SearchBox } from "../components/SearchBox";
import { CartList, type CartItem } from "../components/CartList";
import { cartTotal, formatPrice } from "../utils/price";

const isMobile = () => window.matchMedia("(max-width: 640px)").matches;

export default function ProductPage() {
  const [results, setResults] = useState<CartItem[]>([]);
  const [cart, setCart] = useState<CartItem[]>([]);
  const [mobile, setMobile] = useState(isMobile());

  useEffect(() => {
    const onResize = () => setMobile(isMobile());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const search = useCallback(async (q: string) => {
    if (!q) return setResults([]);
    const res = await fetch(`/api/products?q=${encodeURIComponent(q)}`);
    setResults(await res.json());
  }, []);

  const setQty = (sku: string, qty: number) =>
    setCart((c) => c.map((i) => (i.sku === sku ? { ...i, qty } : i)));
  const remove = (sku: string) => setCart((c) => c.filter((i) => i.sku !== sku));

  return (
    <main>
      <SearchBox delayMs={mobile ? 600 : 300} onSearch={search} />
      <section className="results">
        {results.map((p) => (
          <button key={p.sku} onClick={() => setCart((c) => [...c, { ...p, qty: 1 }])}>
            {p.name} {formatPrice(p.price)}
          </button>
        ))}
      </section>
      <CartList items={cart} onQtyChange={setQty} onRemove={remove} />
      <footer>合计 {formatPrice(cartTotal(cart))}</footer>
    </main>
  );
}
