import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";
import { loadInvoice } from "./db";
import { renderInvoice } from "./pdf";

const s3 = new S3Client({});

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    try {
      const { invoiceId } = JSON.parse(record.body) as { invoiceId: string };
      const invoice = await loadInvoice(invoiceId);
      if (!invoice) {
        console.warn("invoice not found", invoiceId);
        continue;
      }
      const pdf = await renderInvoice(invoice);
      await s3.send(
        new PutObjectCommand({ Bucket: process.env.BUCKET, Key: `invoices/${invoice.number}.pdf`, Body: pdf }),
      );
    } catch (err) {
      console.error("render failed", record.messageId, err);
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
