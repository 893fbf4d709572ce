import type { Plan } from '@/lib/plans'

export default function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article className="card">
      <img src={plan.image} alt="" width={320} height={200} />
      <h2>{plan.title}</h2>
      <p>{plan.area} / {plan.nights}泊</p>
      <p className="price">{plan.price.toLocaleString('ja-JP')}円〜</p>
    </article>
  )
}
