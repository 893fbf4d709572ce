export type CustomsInfo = {
  orderId: string;
  name: string;
  idNumber: string;
  phone: string;
};

export async function saveCustomsInfo(info: CustomsInfo): Promise<void> {
  const res = await fetch(`/api/orders/${encodeURIComponent(info.orderId)}/customs`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(info),
  });
  if (res.status === 422) {
    const body = await res.json();
    throw new Error(body.message ?? "validation failed");
  }
  if (!res.ok) throw new Error(`customs info: HTTP ${res.status}`);
}
