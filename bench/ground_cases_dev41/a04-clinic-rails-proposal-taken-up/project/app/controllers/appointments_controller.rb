class AppointmentsController < ApplicationController
  before_action :set_clinic
  before_action :set_appointment, only: %i[show update cancel]

  def index
    @date = params[:date].present? ? Date.parse(params[:date]) : Date.current
    @appointments = @clinic.appointments.on_day(@date).includes(:patient, :practitioner).order(:starts_at)
  end

  def show; end

  def create
    @appointment = @clinic.appointments.new(appointment_params.merge(status: "booked"))
    if @appointment.save
      ReminderScheduler.new(@appointment).schedule
      redirect_to clinic_appointments_path(@clinic, date: @appointment.starts_at.to_date),
                  notice: "Appointment booked."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    if @appointment.update(appointment_params)
      ReminderScheduler.new(@appointment).reschedule
      redirect_to [@clinic, @appointment], notice: "Appointment updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def cancel
    @appointment.cancel!(reason: params.require(:reason))
    redirect_to clinic_appointments_path(@clinic, date: @appointment.starts_at.to_date),
                notice: "Appointment cancelled."
  end

  private

  def set_clinic
    @clinic = current_user.clinics.find(params[:clinic_id])
  end

  def set_appointment
    @appointment = @clinic.appointments.find(params[:id])
  end

  def appointment_params
    params.require(:appointment).permit(:patient_id, :practitioner_id, :starts_at, :ends_at, :notes)
  end
end
