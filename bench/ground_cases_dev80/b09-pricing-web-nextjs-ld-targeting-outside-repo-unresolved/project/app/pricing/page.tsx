import { boolFlag, FLAGS } from '@/lib/flags';
import { currentUser } from '@/lib/session';
import { LegacyPricing } from './legacy-pricing';
import { NewPricing } from './new-pricing';

export const dynamic = 'force-dynamic';

export default async function PricingPage() {
  const user = await currentUser();
  const showNew = await boolFlag(FLAGS.newPricingPage, user, false);
  const showBanner = await boolFlag(FLAGS.annualDiscountBanner, user, false);

  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-3xl font-bold">料金プラン</h1>
      {showBanner && <p className="mt-4 rounded bg-amber-100 p-3">年払いで 2 か月分お得</p>}
      {showNew ? <NewPricing plan={user?.plan ?? 'free'} /> : <LegacyPricing />}
    </main>
  );
}
