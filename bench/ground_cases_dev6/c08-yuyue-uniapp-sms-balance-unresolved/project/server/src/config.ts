import "dotenv/config";

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`missing env ${name}`);
  return v;
}

export const config = {
  port: Number(process.env.PORT || 3000),
  redisUrl: process.env.REDIS_URL || "redis://127.0.0.1:6379/2",
  jwtSecret: required("JWT_SECRET"),
  aliyun: {
    accessKeyId: required("ALIYUN_ACCESS_KEY_ID"),
    accessKeySecret: required("ALIYUN_ACCESS_KEY_SECRET"),
    smsSignName: required("SMS_SIGN_NAME"),
    smsTemplateCode: required("SMS_TEMPLATE_CODE"),
  },
  sms: {
    codeTtlSeconds: 300,
    resendIntervalSeconds: 60,
  },
};
