import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";
import { z } from "zod";
import { loadInvoice } from "./db";
import { renderInvoice } from "./pdf";

const s3 = new S3Client({});
const Params = z.object({ id: z.string().uuid() });

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const parsed = Params.safeParse(event.pathParameters ?? {});
  if (!parsed.success) {
    return { statusCode: 400, body: JSON.stringify({ error: "invalid invoice id" }) };
  }
  const invoice = await loadInvoice(parsed.data.id);
  if (!invoice) {
    return { statusCode: 404, body: JSON.stringify({ error: "not found" }) };
  }
  const pdf = await renderInvoice(invoice);
  await s3.send(
    new PutObjectCommand({
      Bucket: process.env.BUCKET,
      Key: `invoices/${invoice.number}.pdf`,
      Body: pdf,
      ContentType: "application/pdf",
    }),
  );
  return {
    statusCode: 200,
    headers: { "Content-Type": "application/pdf" },
    isBase64Encoded: true,
    body: pdf.toString("base64"),
  };
}
