module Twilio
  # Twilio POSTs here every time an outbound message changes status
  # (queued -> sent -> delivered, or failed/undelivered with an ErrorCode).
  class StatusCallbacksController < ApplicationController
    include TwilioSignature

    def create
      message = Message.find_by(twilio_sid: twilio_message_sid)
      if message.nil?
        Rails.logger.info("status callback for unknown message #{twilio_message_sid}")
        return head :no_content
      end

      message.apply_twilio_status!(
        params[:MessageStatus],
        error_code: params[:ErrorCode].presence,
        at: Time.current
      )
      head :no_content
    end
  end
end
