# Sends one message through the Messaging Service and records Twilio's SID so the
# status callbacks can find it again.
class SmsSender
  def initialize(client: default_client)
    @client = client
  end

  def deliver(message)
    to = message.whatsapp? ? "whatsapp:#{message.contact.phone}" : message.contact.phone
    result = @client.messages.create(
      messaging_service_sid: Rails.configuration.x.twilio.messaging_service_sid,
      to: to,
      body: message.body,
      status_callback: ENV.fetch("STATUS_CALLBACK_URL", "https://sms.northwind.app/twilio/status")
    )
    message.update!(twilio_sid: result.sid, status: "queued")
    result
  rescue Twilio::REST::RestError => e
    message.update!(status: "failed", error_code: e.code.to_s)
    raise
  end

  private

  def default_client
    Twilio::REST::Client.new(
      Rails.configuration.x.twilio.account_sid,
      Rails.configuration.x.twilio.auth_token
    )
  end
end
