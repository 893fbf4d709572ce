import { SQSClient, ReceiveMessageCommand, DeleteMessageCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import { config } from "../config";
import { logger } from "../logger";
import { sendNotification } from "../notify";
import { computeBackoff, nextHeaders } from "./retry";
import type { QueueMessage } from "./types";

const sqs = new SQSClient({ region: config.awsRegion });

function toMessage(raw: { MessageId?: string; Body?: string; MessageAttributes?: Record<string, { StringValue?: string }> }): QueueMessage {
  const attrs = raw.MessageAttributes;
  return {
    id: raw.MessageId ?? "",
    body: raw.Body ?? "",
    headers: attrs ? Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, v.StringValue ?? ""])) : undefined,
    receivedAt: Date.now(),
  };
}

async function handle(msg: QueueMessage, receipt: string): Promise<void> {
  try {
    await sendNotification(JSON.parse(msg.body));
  } catch (err) {
    const decision = computeBackoff(msg, err);
    if (decision.retry) {
      await sqs.send(new SendMessageCommand({
        QueueUrl: config.queueUrl,
        MessageBody: msg.body,
        DelaySeconds: Math.min(900, Math.ceil(decision.delayMs / 1000)),
        MessageAttributes: Object.fromEntries(
          Object.entries(nextHeaders(msg, decision.attempt)).map(([k, v]) => [k, { DataType: "String", StringValue: v }]),
        ),
      }));
    } else {
      logger.error({ id: msg.id, attempt: decision.attempt, err }, "giving up on message");
    }
  }
  await sqs.send(new DeleteMessageCommand({ QueueUrl: config.queueUrl, ReceiptHandle: receipt }));
}

export async function poll(signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const res = await sqs.send(new ReceiveMessageCommand({
      QueueUrl: config.queueUrl,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 20,
      MessageAttributeNames: ["All"],
    }));
    await Promise.all((res.Messages ?? []).map((m) => handle(toMessage(m), m.ReceiptHandle ?? "")));
  }
}
