class AppointmentsController < ApplicationController
  def index
    @appointments = Appointment.upcoming.includes(:payment).limit(100)
  end

  def show
    @appointment = Appointment.find(params[:id])
  end

  def new
    @appointment = Appointment.new
  end

  def create
    @appointment = Appointment.new(appointment_params)
    if @appointment.save
      redirect_to @appointment
    else
      render :new, status: :unprocessable_entity
    end
  end

  def checkout
    appointment = Appointment.find(params[:id])
    session = Stripe::Checkout::Session.create(
      mode: "payment",
      line_items: [{ price: appointment.deposit_price_id, quantity: 1 }],
      metadata: { appointment_id: appointment.id },
      success_url: appointment_url(appointment),
      cancel_url: appointment_url(appointment)
    )
    appointment.create_payment!(stripe_session_id: session.id, status: "pending")
    redirect_to session.url, allow_other_host: true
  end

  private

  def appointment_params
    params.require(:appointment).permit(:patient_name, :patient_email, :starts_at, :therapist_id)
  end
end
