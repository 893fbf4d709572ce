defmodule Kairo.Notify.SmsTemplates do
  @moduledoc "SMS bodies. Keep them short: one segment is 70 characters in UCS-2."

  def otp(code, "en" <> _) do
    "Your Kairo code is #{code}. It expires in 10 minutes."
  end

  def otp(code, _locale) do
    "【カイロ】認証コードは #{code} です。10分以内に入力してください。"
  end

  def booking_reminder(name, time, _locale) do
    "【カイロ】#{name}様、本日 #{time} のご予約をお待ちしております。"
  end

  def cancelled(name, _locale) do
    "【カイロ】#{name}様、ご予約のキャンセルを承りました。"
  end
end
