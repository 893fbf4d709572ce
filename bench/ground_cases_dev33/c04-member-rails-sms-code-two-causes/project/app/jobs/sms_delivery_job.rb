class SmsDeliveryJob < ApplicationJob
  queue_as :sms

  def perform(phone, template, params)
    resp = SmsClient.new.deliver(phone: phone, template: template, params: params)
    return if resp.ok?

    # 供应商返回错误时只记录，不重试：验证码过期很快，重试没有意义
    Rails.logger.warn("[sms] delivery failed phone=#{phone} code=#{resp.code} msg=#{resp.message}")
  end
end
