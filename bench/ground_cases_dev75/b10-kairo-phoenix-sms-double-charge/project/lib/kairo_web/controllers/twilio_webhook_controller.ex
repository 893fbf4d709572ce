defmodule KairoWeb.TwilioWebhookController do
  use KairoWeb, :controller
  require Logger

  alias Kairo.Notify.SmsLog

  plug KairoWeb.Plugs.VerifyTwilioSignature

  # Twilio posts MessageSid, MessageStatus (queued, sent, delivered, undelivered, failed), ErrorCode
  def status(conn, %{"MessageSid" => sid, "MessageStatus" => status} = params) do
    SmsLog.update_status(sid, status, params["ErrorCode"])

    if status in ["undelivered", "failed"] do
      Logger.warning("sms #{sid} #{status} error=#{params["ErrorCode"]}")
    end

    send_resp(conn, 204, "")
  end
end
