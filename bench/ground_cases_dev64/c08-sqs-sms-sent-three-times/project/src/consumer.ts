import {
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from "@aws-sdk/client-sqs";

import { config, type TemplateName } from "./config.js";
import { log } from "./log.js";
import { sendSms } from "./sms.js";

interface NotifyEvent {
  phone: string;
  template: TemplateName;
  params: Record<string, string>;
}

const sqs = new SQSClient({ region: config.region });

async function handle(message: Message): Promise<void> {
  const event = JSON.parse(message.Body ?? "{}") as NotifyEvent;
  const receiveCount = Number(message.Attributes?.ApproximateReceiveCount ?? "1");
  const msgLog = log.child({ messageId: message.MessageId, receiveCount });
  if (receiveCount > 1) {
    msgLog.warn({ template: event.template }, "message redelivered");
  }
  const bizId = await sendSms(event.phone, event.template, event.params);
  msgLog.info({ bizId, template: event.template }, "sms sent");
  await sqs.send(new DeleteMessageCommand({ QueueUrl: config.queueUrl, ReceiptHandle: message.ReceiptHandle }));
}

export async function poll(signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const out = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: config.queueUrl,
        MaxNumberOfMessages: config.maxMessages,
        WaitTimeSeconds: config.waitTimeSeconds,
        MessageSystemAttributeNames: ["ApproximateReceiveCount"],
      }),
      { abortSignal: signal },
    );
    await Promise.allSettled((out.Messages ?? []).map(handle));
  }
}

const controller = new AbortController();
process.on("SIGTERM", () => controller.abort());
poll(controller.signal).catch((err) => {
  if (!controller.signal.aborted) {
    log.error({ err }, "consumer crashed");
    process.exit(1);
  }
});
