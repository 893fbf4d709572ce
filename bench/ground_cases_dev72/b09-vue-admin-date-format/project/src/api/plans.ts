export type PlanId = 'free' | 'starter' | 'business' | 'enterprise'

export interface Plan {
  id: PlanId
  name: string
  seats: number | null
  monthlyJpy: number
}

export const PLANS: Plan[] = [
  { id: 'free', name: 'Free', seats: 3, monthlyJpy: 0 },
  { id: 'starter', name: 'Starter', seats: 10, monthlyJpy: 9800 },
  { id: 'business', name: 'Business', seats: 50, monthlyJpy: 49800 },
  { id: 'enterprise', name: 'Enterprise', seats: null, monthlyJpy: 0 },
]

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id)
  if (!plan) throw new Error(`unknown plan ${id}`)
  return plan
}

export async function changePlan(workspaceId: string, plan: PlanId): Promise<void> {
  const res = await fetch(`/admin-api/workspaces/${workspaceId}/plan`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan }),
  })
  if (!res.ok) throw new Error(`plan change failed: ${res.status}`)
}
