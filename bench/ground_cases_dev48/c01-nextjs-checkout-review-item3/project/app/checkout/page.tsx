import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import CheckoutForm from '@/components/checkout/CheckoutForm';
import { getCart } from '@/lib/api/cart';
import { formatPrice } from '@/lib/format';
import messages from '@/messages/zh-CN.json';

export const dynamic = 'force-dynamic';

export default async function CheckoutPage() {
  const token = cookies().get('sf_session')?.value;
  if (!token) {
    redirect('/login?next=/checkout');
  }
  const cart = await getCart(token);
  if (cart.items.length === 0) {
    redirect('/cart');
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">{messages.checkout.title}</h1>
      <section className="mb-8 rounded-lg border p-4">
        <ul className="divide-y">
          {cart.items.map((item) => (
            <li key={item.sku} className="flex justify-between py-2 text-sm">
              <span>
                {item.name} × {item.qty}
              </span>
              <span>{formatPrice(item.unitPriceCents * item.qty)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-right font-medium">
          {messages.checkout.total}: {formatPrice(cart.totalCents)}
        </p>
      </section>
      <CheckoutForm cartId={cart.id} />
    </main>
  );
}
