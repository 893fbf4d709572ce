function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing env ${name}`);
  return value;
}

export const config = {
  region: process.env.AWS_REGION ?? "ap-east-1",
  queueUrl: required("NOTIFY_QUEUE_URL"),
  // long polling: how long one ReceiveMessage call waits for messages
  waitTimeSeconds: 20,
  maxMessages: 10,
  sms: {
    endpoint: process.env.SMS_ENDPOINT ?? "https://sms.api.example-telecom.cn/v3/send",
    apiKey: required("SMS_API_KEY"),
    signName: process.env.SMS_SIGN_NAME ?? "云帆出行",
    // per-request timeout towards the SMS provider
    timeoutMs: 30_000,
    maxAttempts: 3,
  },
};

export type Config = typeof config;

export const templates = {
  trip_reminder: "SMS_298710045",
  payment_success: "SMS_298710052",
  refund_done: "SMS_298710063",
} as const;

export type TemplateName = keyof typeof templates;
