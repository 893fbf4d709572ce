class SendReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :notifications, retry: 5

  def perform(appointment_id)
    appointment = Appointment.find(appointment_id)
    return unless appointment.booked?

    SmsGateway.deliver(to: appointment.patient.phone, body: appointment.reminder_text)
    Analytics.track("reminder_sent", appointment_id: appointment.id, clinic_id: appointment.clinic_id)
    appointment.mark_reminded!
  end
end
