import { BadRequestException, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRedis } from '@nestjs-modules/ioredis';
import { randomInt } from 'crypto';
import Redis from 'ioredis';

import { maskPhone, normalizePhone } from '../common/phone';
import { SmsClient } from '../sms/sms.client';

const OTP_TTL_SECONDS = 300;
const RESEND_COOLDOWN_SECONDS = 60;
const MAX_VERIFY_ATTEMPTS = 5;

@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);

  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly sms: SmsClient,
  ) {}

  /** 发送登录验证码。同一手机号 60 秒内只能发一次，新验证码会覆盖旧的。 */
  async sendCode(rawPhone: string): Promise<void> {
    const phone = normalizePhone(rawPhone);
    if (await this.redis.exists(`otp:cd:${phone}`)) {
      throw new HttpException('发送太频繁，请稍后再试', HttpStatus.TOO_MANY_REQUESTS);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.redis
      .multi()
      .set(`otp:${phone}`, code, 'EX', OTP_TTL_SECONDS)
      .del(`otp:attempts:${phone}`)
      .set(`otp:cooldown:${phone}`, '1', 'EX', RESEND_COOLDOWN_SECONDS)
      .exec();
    await this.sms.send(phone, `您的验证码是 ${code}，5 分钟内有效。`);
    this.logger.log(`otp sent to ${maskPhone(phone)}`);
  }

  /** 校验验证码，成功后验证码立即失效。 */
  async verify(rawPhone: string, code: string): Promise<boolean> {
    const phone = rawPhone.trim();
    const attemptsKey = `otp:attempts:${phone}`;
    const attempts = await this.redis.incr(attemptsKey);
    await this.redis.expire(attemptsKey, OTP_TTL_SECONDS);
    if (attempts > MAX_VERIFY_ATTEMPTS) {
      throw new BadRequestException('尝试次数过多，请重新获取验证码');
    }
    const expected = await this.redis.get(`otp:${phone}`);
    if (!expected || expected !== code) {
      this.logger.warn(`otp mismatch for ${maskPhone(phone)} (attempt ${attempts})`);
      return false;
    }
    await this.redis.del(`otp:${phone}`, attemptsKey);
    return true;
  }
}
