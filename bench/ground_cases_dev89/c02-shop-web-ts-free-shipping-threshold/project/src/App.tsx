import { useEffect, useState } from 'react';
import { CartSummary } from './components/CartSummary';
import { ProductCard } from './components/ProductCard';
import type { CartItem } from './lib/cart';

type Product = Omit<CartItem, 'qty'> & { imageUrl: string };

export default function App({ region }: { region: string }) {
  const [products, setProducts] = useState<Product[]>([]);
  const [cart, setCart] = useState<CartItem[]>([]);

  useEffect(() => {
    fetch(`/api/products?region=${region}`)
      .then((r) => r.json())
      .then(setProducts);
  }, [region]);

  const add = (sku: string) => {
    const p = products.find((x) => x.sku === sku);
    if (!p) return;
    setCart((c) => {
      const found = c.find((x) => x.sku === sku);
      if (found) return c.map((x) => (x.sku === sku ? { ...x, qty: x.qty + 1 } : x));
      return [...c, { ...p, qty: 1 }];
    });
  };

  return (
    <main className="shop">
      <div className="shop__grid">
        {products.map((p) => (
          <ProductCard key={p.sku} product={p} onAdd={add} />
        ))}
      </div>
      <CartSummary items={cart} onCheckout={() => (window.location.href = '/checkout')} />
    </main>
  );
}
