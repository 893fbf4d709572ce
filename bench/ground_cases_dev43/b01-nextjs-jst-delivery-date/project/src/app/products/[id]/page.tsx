import { notFound } from "next/navigation";
import { getProduct } from "@/lib/catalog";
import { AddToCartButton } from "@/components/AddToCartButton";
import { DeliveryBadge } from "@/components/DeliveryBadge";
import { PriceTag } from "@/components/PriceTag";

export const revalidate = 300;

type Props = { params: Promise<{ id: string }> };

export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) notFound();

  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold">{product.name}</h1>
      <div className="mt-4 grid grid-cols-2 gap-8">
        <img src={product.imageUrl} alt={product.name} className="rounded" />
        <section>
          <PriceTag priceYen={product.priceYen} />
          <DeliveryBadge inStock={product.stock > 0} />
          <p className="mt-2 text-sm text-gray-600">{product.summary}</p>
          <AddToCartButton productId={product.id} disabled={product.stock === 0} />
        </section>
      </div>
    </main>
  );
}
