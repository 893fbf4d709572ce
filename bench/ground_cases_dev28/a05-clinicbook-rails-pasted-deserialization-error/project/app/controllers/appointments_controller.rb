class AppointmentsController < ApplicationController
  before_action :set_appointment, only: %i[show update destroy]

  def index
    @appointments = current_location.appointments.upcoming.includes(:patient, :practitioner).limit(200)
  end

  def show; end

  def create
    @appointment = current_location.appointments.new(appointment_params)
    if @appointment.save
      redirect_to @appointment, notice: t(".created")
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    if @appointment.update(appointment_params)
      redirect_to @appointment, notice: t(".updated")
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @appointment.cancelled!
    AppointmentMailer.with(appointment: @appointment).cancelled.deliver_later
    redirect_to appointments_path, notice: t(".cancelled")
  end

  private

  def set_appointment
    @appointment = current_location.appointments.find(params[:id])
  end

  def appointment_params
    params.require(:appointment).permit(:patient_id, :practitioner_id, :starts_at, :ends_at, :notes)
  end
end
