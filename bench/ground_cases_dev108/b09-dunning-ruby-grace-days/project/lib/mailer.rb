# frozen_string_literal: true

require "net/smtp"

# Thin wrapper around Net::SMTP so the script can be tested without a server.
module Mailer
  FROM = "billing@example.co.jp"

  module_function

  def deliver(mail, smtp_host: ENV.fetch("SMTP_HOST", "localhost"))
    message = build(mail)
    Net::SMTP.start(smtp_host, 25) do |smtp|
      smtp.send_message(message, FROM, mail[:to])
    end
  end

  def build(mail)
    <<~MAIL
      From: #{FROM}
      To: #{mail[:to]}
      Subject: #{encode_subject(mail[:subject])}
      Content-Type: text/plain; charset=UTF-8

      #{mail[:body]}
    MAIL
  end

  def encode_subject(subject)
    "=?UTF-8?B?#{[subject].pack('m0')}?="
  end
end
