require "test_helper"

class Twilio::StatusCallbacksControllerTest < ActionDispatch::IntegrationTest
  test "rejects a request without a valid signature" do
    post twilio_status_callback_url, params: { MessageSid: "SM123", MessageStatus: "delivered" }
    assert_response :forbidden
  end

  test "accepts a request signed for the https url" do
    params = { "MessageSid" => "SM123", "MessageStatus" => "delivered" }
    url = "https://www.example.com/twilio/status"
    token = Rails.configuration.x.twilio.auth_token
    signature = ::Twilio::Security::RequestValidator.new(token).build_signature_for(url, params)

    post url, params: params, headers: { "X-Twilio-Signature" => signature }
    assert_response :ok
  end
end
