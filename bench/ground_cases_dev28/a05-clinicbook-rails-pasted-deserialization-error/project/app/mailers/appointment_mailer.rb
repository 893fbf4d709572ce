class AppointmentMailer < ApplicationMailer
  def reminder
    @appointment = params[:appointment]
    @patient = @appointment.patient
    mail(
      to: @patient.email,
      subject: t(".subject", date: l(@appointment.starts_at.to_date, format: :long))
    )
  end

  def cancelled
    @appointment = params[:appointment]
    @patient = @appointment.patient
    mail(to: @patient.email, subject: t(".subject"))
  end
end
