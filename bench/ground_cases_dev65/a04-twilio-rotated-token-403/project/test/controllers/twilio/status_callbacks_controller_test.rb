require "test_helper"

class Twilio::StatusCallbacksControllerTest < ActionDispatch::IntegrationTest
  URL = "http://www.example.com/twilio/status"

  def signed_post(params)
    token = Rails.configuration.x.twilio.auth_token
    signature = Twilio::Security::RequestValidator.new(token).build_signature_for(URL, params)
    post URL, params: params, headers: { "X-Twilio-Signature" => signature }
  end

  test "rejects unsigned callbacks" do
    post URL, params: { MessageSid: "SM1", MessageStatus: "delivered" }
    assert_response :forbidden
  end

  test "marks a message delivered" do
    message = messages(:welcome)
    signed_post(MessageSid: message.twilio_sid, MessageStatus: "delivered")
    assert_response :no_content
    assert_equal "delivered", message.reload.status
  end

  test "keeps the error code of a failed message" do
    message = messages(:welcome)
    signed_post(MessageSid: message.twilio_sid, MessageStatus: "undelivered", ErrorCode: "30006")
    assert_equal "failed", message.reload.status
    assert_equal "30006", message.error_code
  end

  test "whatsapp read status is kept" do
    message = messages(:welcome)
    signed_post(MessageSid: message.twilio_sid, MessageStatus: "delivered")
    signed_post(MessageSid: message.twilio_sid, MessageStatus: "read")
    assert_equal "read", message.reload.status
  end

  test "unknown sid is fine" do
    signed_post(MessageSid: "SMnope", MessageStatus: "sent")
    assert_response :no_content
  end
end
