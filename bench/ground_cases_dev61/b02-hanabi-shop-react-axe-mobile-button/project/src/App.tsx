import { BrowserRouter, Route, Routes } from "react-router-dom";
import { Header } from "./components/Header";
import { MobileNav } from "./components/MobileNav";
import { ProductCard } from "./components/ProductCard";
import { useCart } from "./hooks/useCart";
import { products } from "./data/products";

export default function App() {
  const cart = useCart();
  return (
    <BrowserRouter>
      <Header cartCount={cart.count} onOpenCart={cart.open} />
      <MobileNav />
      <main id="main">
        <Routes>
          <Route
            path="/"
            element={
              <ul className="grid">
                {products.map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} onAdd={() => cart.add(p.id)} />
                  </li>
                ))}
              </ul>
            }
          />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
