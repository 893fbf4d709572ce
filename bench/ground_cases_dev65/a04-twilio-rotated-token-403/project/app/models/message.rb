class Message < ApplicationRecord
  belongs_to :contact

  # Twilio MessageStatus -> our status. Twilio may send statuses out of order;
  # a message never goes back from a final state.
  STATUS_MAP = {
    "accepted" => "queued",
    "queued" => "queued",
    "sending" => "sending",
    "sent" => "sent",
    "delivered" => "delivered",
    "undelivered" => "failed",
    "failed" => "failed",
    "canceled" => "canceled",
    "read" => "read",
    "receiving" => "received",
    "received" => "received"
  }.freeze

  FINAL = %w[delivered read failed canceled].freeze

  enum :channel, { sms: "sms", whatsapp: "whatsapp" }

  validates :body, presence: true
  validates :twilio_sid, uniqueness: true, allow_nil: true

  def apply_twilio_status!(twilio_status, error_code: nil, at: Time.current)
    new_status = STATUS_MAP.fetch(twilio_status, "unknown")
    return if FINAL.include?(status) && status != "unknown"

    update!(status: new_status, error_code: error_code, status_changed_at: at)
  end

  def final?
    FINAL.include?(status)
  end
end
