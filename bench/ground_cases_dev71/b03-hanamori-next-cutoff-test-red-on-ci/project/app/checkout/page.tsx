import DeliverySlotPicker from "@/components/DeliverySlotPicker";
import OrderSummary from "@/components/OrderSummary";
import { getCart } from "@/lib/cart";

export default async function CheckoutPage() {
  const cart = await getCart();
  return (
    <main>
      <h1>ご注文手続き</h1>
      <OrderSummary subtotal={cart.subtotal} shippingFee={cart.shippingFee} discount={cart.discount} />
      <DeliverySlotPicker onChange={() => {}} />
    </main>
  );
}
