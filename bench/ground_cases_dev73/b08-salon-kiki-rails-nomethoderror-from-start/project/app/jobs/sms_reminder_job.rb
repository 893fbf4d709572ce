class SmsReminderJob < ApplicationJob
  queue_as :sms

  def perform(reservation_id)
    reservation = Reservation.find_by(id: reservation_id)
    return unless reservation&.confirmed?

    client = Twilio::REST::Client.new
    client.messages.create(
      from: ENV.fetch("TWILIO_FROM"),
      to: reservation.customer.phone,
      body: "【Salon Kiki】本日 #{reservation.slot.label} のご予約です。ご来店をお待ちしております。"
    )
  end
end
