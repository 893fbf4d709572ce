import PlanCard from '@/components/PlanCard'
import { getPlans } from '@/lib/plans'

export default async function Home() {
  const plans = await getPlans()
  return (
    <main className="plans">
      <h1>おすすめプラン</h1>
      <div className="plan-list">
        {plans.map((p) => (
          <PlanCard key={p.id} plan={p} />
        ))}
      </div>
    </main>
  )
}
