module Twilio
  # Twilio posts the delivery status of every SMS we send here.
  class StatusCallbacksController < ActionController::API
    before_action :verify_signature

    def create
      message = SmsMessage.find_by(sid: params[:MessageSid])
      return head :ok if message.nil? # not ours (or already purged)

      message.update!(
        status: params[:MessageStatus],
        error_code: params[:ErrorCode].presence,
        status_updated_at: Time.current,
      )
      head :ok
    end

    private

    def verify_signature
      validator = ::Twilio::Security::RequestValidator.new(Rails.configuration.x.twilio.auth_token)
      signature = request.headers["X-Twilio-Signature"].to_s
      valid = validator.validate(request.url, request.POST, signature)
      return if valid

      Rails.logger.warn("twilio status callback: bad signature for #{request.url}")
      head :forbidden
    end
  end
end
