import Dysmsapi20170525, * as $Dysmsapi20170525 from "@alicloud/dysmsapi20170525";
import * as $OpenApi from "@alicloud/openapi-client";
import { config } from "../config";
import { logger } from "../logger";

const client = new Dysmsapi20170525(
  new $OpenApi.Config({
    accessKeyId: config.aliyun.accessKeyId,
    accessKeySecret: config.aliyun.accessKeySecret,
    endpoint: "dysmsapi.aliyuncs.com",
  }),
);

export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2");
}

/** Sends the login code; false when Aliyun rejects the request (the reason is logged). */
export async function sendVerifyCode(phone: string, code: string): Promise<boolean> {
  const req = new $Dysmsapi20170525.SendSmsRequest({
    phoneNumbers: phone,
    signName: config.aliyun.smsSignName,
    templateCode: config.aliyun.smsTemplateCode,
    templateParam: JSON.stringify({ code }),
  });
  try {
    const resp = await client.sendSms(req);
    const body = resp.body!;
    if (body.code !== "OK") {
      logger.error(`sms send failed phone=${maskPhone(phone)} code=${body.code} msg=${body.message} requestId=${body.requestId}`);
      return false;
    }
    logger.info(`sms sent phone=${maskPhone(phone)} bizId=${body.bizId}`);
    return true;
  } catch (e) {
    logger.error(`sms request error phone=${maskPhone(phone)} err=${(e as Error).message}`);
    return false;
  }
}
