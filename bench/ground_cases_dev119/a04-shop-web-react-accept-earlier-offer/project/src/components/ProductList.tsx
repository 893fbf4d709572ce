import { useState } from "react";
import { addToCart, Product } from "../api";

function AddButton({ productId }: { productId: string }) {
  const [added, setAdded] = useState(false);
  return (
    <button
      className={added ? "btn btn-added" : "btn"}
      disabled={added}
      onClick={async () => {
        await addToCart(productId);
        setAdded(true);
      }}
    >
      {added ? "✓ In cart" : "Add to cart"}
    </button>
  );
}

export function ProductList({ products }: { products: Product[] }) {
  if (products.length === 0) {
    return <p className="empty">No products match.</p>;
  }
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={i} className="product-card">
          <img src={p.imageUrl} alt="" />
          <h3>{p.name}</h3>
          <span className="price">{(p.priceCents / 100).toFixed(2)} €</span>
          <AddButton productId={p.id} />
        </li>
      ))}
    </ul>
  );
}
