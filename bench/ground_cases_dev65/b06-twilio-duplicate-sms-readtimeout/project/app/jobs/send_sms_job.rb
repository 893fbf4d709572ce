class SendSmsJob < ApplicationJob
  queue_as :sms

  retry_on Twilio::REST::RestError, wait: :polynomially_longer, attempts: 5
  retry_on Net::ReadTimeout, wait: 10.seconds, attempts: 3
  discard_on ActiveRecord::RecordNotFound

  def perform(reservation_id, kind)
    reservation = Reservation.find(reservation_id)
    body = SmsNotifier.body_for(reservation, kind)
    return if body.nil?

    client = TwilioClient.build
    sent = client.messages.create(
      from: Rails.configuration.x.twilio.from,
      to: reservation.phone_e164,
      body: body,
      status_callback: status_callback_url,
    )
    SmsMessage.create!(
      reservation: reservation,
      kind: kind,
      sid: sent.sid,
      status: sent.status,
      to: reservation.phone_e164,
    )
  end

  private

  def status_callback_url
    Rails.application.routes.url_helpers.twilio_status_callback_url
  end
end
