require "net/http"

class SmsGateway
  ENDPOINT = URI(ENV.fetch("SMS_GATEWAY_URL", "https://sms.example.net/v1/messages"))

  def self.deliver(to:, body:)
    response = Net::HTTP.post(
      ENDPOINT,
      { to: to, body: body }.to_json,
      "Content-Type" => "application/json",
      "Authorization" => "Bearer #{ENV.fetch('SMS_GATEWAY_TOKEN')}"
    )
    raise "SMS gateway error #{response.code}" unless response.is_a?(Net::HTTPSuccess)

    response
  end
end
