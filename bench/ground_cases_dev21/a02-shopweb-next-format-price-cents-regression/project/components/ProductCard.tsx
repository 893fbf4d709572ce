import Image from "next/image";
import Link from "next/link";

import { discountLabel, formatPrice } from "@/lib/format";
import type { Product } from "@/lib/types";

type Props = {
  product: Product;
  dense?: boolean;
};

export function ProductCard({ product, dense = false }: Props) {
  const sale = product.saleCents ?? null;
  const badge = sale !== null ? discountLabel(product.priceCents, sale) : null;

  return (
    <Link href={`/p/${product.slug}`} className={dense ? "card card--dense" : "card"}>
      <div className="card__media">
        <Image src={product.imageUrl} alt={product.name} fill sizes="(max-width: 768px) 50vw, 25vw" />
        {badge && <span className="card__badge">{badge}</span>}
      </div>
      <h3 className="card__title">{product.name}</h3>
      <p className="card__price">
        {sale !== null && <s className="card__was">{formatPrice(product.priceCents, { compact: dense })}</s>}
        <span>{formatPrice(sale ?? product.priceCents, { compact: dense })}</span>
      </p>
    </Link>
  );
}
