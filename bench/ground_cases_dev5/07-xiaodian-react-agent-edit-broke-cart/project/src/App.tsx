import { useEffect, useState } from "react";
import { listProducts } from "./api/products";
import { CartBadge } from "./components/CartBadge";
import { CartPanel } from "./components/CartPanel";
import { ProductCard } from "./components/ProductCard";
import { useCart } from "./hooks/useCart";
import { useWishlist } from "./hooks/useWishlist";
import type { Product } from "./types";

export function App() {
  const [products, setProducts] = useState<Product[]>([]);
  const cart = useCart();
  const wishlist = useWishlist();

  useEffect(() => {
    listProducts().then(setProducts);
  }, []);

  return (
    <main>
      <header>
        小店 <CartBadge lines={cart.lines} />
      </header>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} onAdd={cart.addItem} onWish={wishlist.toggle} />
      ))}
      <CartPanel lines={cart.lines} total={cart.total} onRemove={cart.removeItem} />
    </main>
  );
}
