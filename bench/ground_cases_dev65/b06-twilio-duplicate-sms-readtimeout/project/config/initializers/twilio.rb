# Twilio REST client shared by the SMS jobs.
require "twilio-ruby"

Rails.application.config.x.twilio = ActiveSupport::OrderedOptions.new.tap do |t|
  t.account_sid = ENV.fetch("TWILIO_ACCOUNT_SID", "")
  t.auth_token = ENV.fetch("TWILIO_AUTH_TOKEN", "")
  t.from = ENV.fetch("TWILIO_FROM", "+815012345678")
  t.timeout = 15 # seconds; 5 was too tight when Twilio is slow
end

module TwilioClient
  def self.build
    cfg = Rails.configuration.x.twilio
    http = Twilio::HTTP::Client.new(timeout: cfg.timeout)
    Twilio::REST::Client.new(cfg.account_sid, cfg.auth_token, nil, nil, http)
  end
end
