import { request } from "undici";

export interface Label {
  trackingNo: string;
  labelUrl: string;
}

export async function createLabel(orderId: number, carrier: string): Promise<Label> {
  const res = await request(`${process.env.CARRIER_API_URL}/labels`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${process.env.CARRIER_API_KEY}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ reference: String(orderId), carrier }),
    headersTimeout: 30_000,
  });
  if (res.statusCode >= 400) {
    throw new Error(`carrier returned ${res.statusCode}`);
  }
  const body = (await res.body.json()) as { tracking_number: string; label_url: string };
  return { trackingNo: body.tracking_number, labelUrl: body.label_url };
}
