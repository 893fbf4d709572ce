module Api
  class VerificationCodesController < ApplicationController
    skip_before_action :authenticate_member!

    # POST /api/verification_codes  { phone: "13800138000", scene: "login" }
    def create
      phone = PhoneNormalizer.call(params.require(:phone))
      scene = params.fetch(:scene, "login")

      unless SmsThrottle.new(request).allow?
        # 不暴露限流细节，防止被用来探测手机号
        Rails.logger.info("[sms] throttled phone=#{phone.last(4)} ip=#{request.remote_ip}")
        return render json: { ok: true, message: I18n.t("sms.sent") }
      end

      code = VerificationCode.issue!(phone: phone, scene: scene)
      SmsDeliveryJob.perform_later(phone, "SMS_LOGIN_CODE", { code: code.value })
      render json: { ok: true, message: I18n.t("sms.sent") }
    end

    # POST /api/verification_codes/verify
    def verify
      phone = PhoneNormalizer.call(params.require(:phone))
      if VerificationCode.consume(phone: phone, scene: params.fetch(:scene, "login"), value: params.require(:code))
        render json: { ok: true }
      else
        render json: { ok: false, message: I18n.t("sms.invalid") }, status: :unprocessable_entity
      end
    end
  end
end
