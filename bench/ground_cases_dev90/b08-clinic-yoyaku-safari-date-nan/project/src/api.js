export async function fetchSlots() {
  const res = await fetch('/api/slots?department=naika');
  if (!res.ok) throw new Error(`slots: ${res.status}`);
  return res.json();
}

export async function fetchHistory() {
  const res = await fetch('/api/reservations/mine');
  if (!res.ok) throw new Error(`history: ${res.status}`);
  return res.json();
}
