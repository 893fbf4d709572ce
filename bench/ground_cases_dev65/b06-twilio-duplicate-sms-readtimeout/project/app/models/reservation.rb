class Reservation < ApplicationRecord
  has_many :sms_messages, dependent: :destroy

  validates :phone_e164, format: { with: /\A\+81\d{9,10}\z/ }
  has_secure_token :token

  after_create_commit -> { SmsNotifier.enqueue(self, "confirmation") }

  def canceled?
    status == "canceled"
  end

  def cancel!
    update!(status: "canceled")
    SmsNotifier.enqueue(self, "cancellation")
  end
end
