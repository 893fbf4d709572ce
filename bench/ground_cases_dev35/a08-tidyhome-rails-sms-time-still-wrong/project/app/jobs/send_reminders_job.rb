class SendRemindersJob < ApplicationJob
  queue_as :default

  def perform
    Booking.for_reminder.includes(:customer, :cleaner, :address).find_each do |booking|
      ReminderMailer.with(booking:).upcoming.deliver_later if booking.customer.email_reminders?
      SmsGateway.deliver(to: booking.customer.phone, body: Sms::ReminderText.new(booking).to_s) if booking.customer.sms_reminders?
      booking.mark_reminded!
    rescue SmsGateway::Error => e
      Rails.logger.warn("reminder sms failed for booking #{booking.id}: #{e.message}")
    end
  end
end
