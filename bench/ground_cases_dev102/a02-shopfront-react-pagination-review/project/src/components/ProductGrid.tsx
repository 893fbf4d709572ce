import { useMemo, useState } from "react";
import { paginate, pageNumbers } from "../lib/paginate";
import { formatDiscount, formatPrice, shortTitle, stockLabel } from "../lib/format";
import type { Product } from "../types";

interface Props {
  products: Product[];
}

export function ProductGrid({ products }: Props) {
  const [page, setPage] = useState(1);
  const view = useMemo(() => paginate(products, page), [products, page]);

  return (
    <section className="product-grid">
      {view.items.map((p) => (
        <article key={p.id} className="card">
          <h3>{shortTitle(p.title)}</h3>
          <p className="price">{formatPrice(p.priceCents)}</p>
          {p.discountRate > 0 && <span className="badge">{formatDiscount(p.discountRate)}</span>}
          <p className="stock">{stockLabel(p.stock)}</p>
        </article>
      ))}
      <nav className="pager">
        {pageNumbers(view.totalPages, view.page).map((n) => (
          <button key={n} disabled={n === view.page} onClick={() => setPage(n)}>
            {n}
          </button>
        ))}
      </nav>
    </section>
  );
}
