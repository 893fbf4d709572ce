import { ProductCard } from "@/components/ProductCard";
import { ProductFilter } from "@/components/ProductFilter";
import { fetchCategories, fetchProducts } from "@/lib/api";

export const dynamic = "force-dynamic";

type SearchParams = Promise<{ category?: string; min?: string; max?: string }>;

function toNumber(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const { category, min, max } = await searchParams;
  const [products, categories] = await Promise.all([
    fetchProducts({ category, minPrice: toNumber(min), maxPrice: toNumber(max) }),
    fetchCategories(),
  ]);

  return (
    <section>
      <h1>商品一覧</h1>
      <ProductFilter categories={categories} />
      {products.length === 0 ? (
        <p className="empty">条件に合う商品がありません。</p>
      ) : (
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
