export type Plan = {
  id: string
  title: string
  area: string
  nights: number
  price: number
  image: string
}

export async function getPlans(): Promise<Plan[]> {
  const res = await fetch(`${process.env.API_BASE}/plans?featured=1`, { next: { revalidate: 300 } })
  if (!res.ok) {
    return []
  }
  return res.json()
}
