class AppointmentReminderJob < ApplicationJob
  queue_as :reminders

  # Sends the "see you tomorrow" mail and SMS. The appointment may have been moved or
  # cancelled since the job was enqueued, so everything is checked again here.
  def perform(appointment)
    return if appointment.cancelled? || appointment.reminded_at.present?
    return unless reminder_due?(appointment)

    AppointmentMailer.with(appointment: appointment).reminder.deliver_now
    SmsGateway.deliver(appointment.patient.phone, sms_text(appointment)) if appointment.patient.sms_opt_in?
    appointment.mark_reminded!
  end

  private

  # A moved appointment leaves its old job behind; only the job for the current time sends.
  def reminder_due?(appointment)
    (Time.current - appointment.reminder_at).abs < 10.minutes
  end

  def sms_text(appointment)
    I18n.t(
      "appointments.reminder.sms",
      time: I18n.l(appointment.starts_at, format: :short),
      practitioner: appointment.practitioner.display_name,
      location: appointment.location.name
    )
  end
end
