import { CheckoutButton } from './checkout-button';

const FEATURES_FREE = ['3 habits', '7-day history', 'Daily reminder'];
const FEATURES_PRO = ['Unlimited habits', 'Full history & streak stats', 'Custom reminders', 'CSV export'];

export const metadata = { title: 'Pricing · HabitNest' };

export default function PricingPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Pricing</h1>
      <p className="mt-2 text-gray-600">Start free. Upgrade when your habits outgrow it.</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        <section className="rounded-xl border p-6">
          <h2 className="text-xl font-semibold">Free</h2>
          <p className="mt-1 text-2xl">$0</p>
          <ul className="mt-4 space-y-1">
            {FEATURES_FREE.map((f) => <li key={f}>✓ {f}</li>)}
          </ul>
        </section>
        <section className="rounded-xl border-2 border-emerald-500 p-6">
          <h2 className="text-xl font-semibold">Pro</h2>
          <p className="mt-1 text-2xl">$4/month</p>
          <p className="text-sm text-gray-500">
            or $40/year <span className="ml-1 rounded bg-emerald-100 px-1.5 text-emerald-700">save 17%</span>
          </p>
          <ul className="mt-4 space-y-1">
            {FEATURES_PRO.map((f) => <li key={f}>✓ {f}</li>)}
          </ul>
          <div className="mt-6 flex gap-2">
            <CheckoutButton plan="monthly">Monthly</CheckoutButton>
            <CheckoutButton plan="yearly">Yearly</CheckoutButton>
          </div>
        </section>
      </div>
    </main>
  );
}
