import Image from "next/image";
import Link from "next/link";
import { AddToCartButton } from "@/components/AddToCartButton";
import { formatPrice, formatStock } from "@/lib/format";
import type { Product } from "@/types/product";

type Props = {
  product: Product;
};

function discountRate(product: Product): number | null {
  if (!product.compareAtPrice || product.compareAtPrice <= product.price) return null;
  return Math.round((1 - product.price / product.compareAtPrice) * 100);
}

export function ProductCard({ product }: Props) {
  const discount = discountRate(product);

  return (
    <article className="product-card">
      <Link href={`/products/${product.id}`}>
        <Image src={product.imageUrl} alt={product.name} width={220} height={220} />
        {discount !== null && <span className="sale-badge">{discount}% OFF</span>}
        <h2>{product.name}</h2>
      </Link>
      <p className="price">
        {formatPrice(product.price)}
        {discount !== null && <s className="compare-at">{formatPrice(product.compareAtPrice!)}</s>}
      </p>
      <p className="stock">{formatStock(product.stock)}</p>
      <AddToCartButton product={product} disabled={product.stock <= 0} />
    </article>
  );
}
