import { useEffect, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { useCart } from '../context/CartContext';
import Spinner from '../components/Spinner';

export default function Checkout() {
  const { items } = useCart();
  const [stripe, setStripe] = useState(null);

  useEffect(() => {
    loadStripe(import.meta.env.VITE_STRIPE_KEY).then(setStripe);
  }, []);

  if (!stripe) return <Spinner label="Connecting to payment provider" />;

  return (
    <section className="checkout">
      <h2>Checkout</h2>
      <p>{items.length} products</p>
      <div id="payment-element" />
    </section>
  );
}
