class SendReminderJob < ApplicationJob
  queue_as :reminders

  retry_on Twilio::REST::RestError, wait: :polynomially_longer, attempts: 5
  discard_on ActiveRecord::RecordNotFound

  # Sends the SMS reminder for an appointment. Enqueued by ReminderScheduler
  # for 24 hours before the appointment starts.
  def perform(appointment_id)
    appointment = Appointment.find(appointment_id)
    return if appointment.cancelled? || appointment.status == "no_show"

    patient = appointment.patient
    return if patient.phone.blank? || patient.sms_opt_out?

    SmsClient.new.deliver(
      to: patient.phone,
      body: I18n.t(
        "reminders.sms",
        locale: patient.locale,
        clinic: appointment.clinic.name,
        practitioner: appointment.practitioner.display_name,
        time: I18n.l(appointment.starts_at.in_time_zone(appointment.clinic.time_zone), format: :short, locale: patient.locale)
      )
    )
    appointment.update_column(:reminder_sent_at, Time.current)
  end
end
