# Rejects requests that were not signed by Twilio (X-Twilio-Signature), see
# https://www.twilio.com/docs/usage/webhooks/webhooks-security
module TwilioSignature
  extend ActiveSupport::Concern

  included do
    skip_forgery_protection
    before_action :verify_twilio_signature
  end

  private

  def verify_twilio_signature
    validator = Twilio::Security::RequestValidator.new(Rails.configuration.x.twilio.auth_token)
    signature = request.headers["X-Twilio-Signature"].to_s
    url = request.original_url
    params = request.POST

    return if validator.validate(url, params, signature)

    Rails.logger.warn(
      "twilio signature rejected path=#{request.path} sid=#{params['MessageSid']} " \
      "url=#{url} sig_present=#{signature.present?}"
    )
    head :forbidden
  end

  def twilio_message_sid
    request.POST["MessageSid"] || request.POST["SmsSid"]
  end
end
