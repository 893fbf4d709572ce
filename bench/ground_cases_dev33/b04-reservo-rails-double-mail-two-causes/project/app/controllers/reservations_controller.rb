class ReservationsController < ApplicationController
  before_action :set_restaurant

  def new
    @reservation = @restaurant.reservations.build(party_size: 2)
    @idempotency_key = SecureRandom.uuid
  end

  def create
    @reservation = @restaurant.reservations.find_or_initialize_by(idempotency_key: params[:idempotency_key])
    @reservation.assign_attributes(reservation_params)

    if @reservation.save
      ReservationMailer.with(reservation: @reservation).confirmation.deliver_later
      AutoConfirmJob.perform_later(@reservation.id) if @restaurant.auto_confirm?
      redirect_to restaurant_reservation_path(@restaurant, @reservation), notice: "予約を受け付けました"
    else
      @idempotency_key = params[:idempotency_key]
      render :new, status: :unprocessable_entity
    end
  end

  def show
    @reservation = @restaurant.reservations.find(params[:id])
  end

  private

  def set_restaurant
    @restaurant = Restaurant.find_by!(slug: params[:restaurant_slug])
  end

  def reservation_params
    params.require(:reservation).permit(:guest_name, :guest_email, :guest_phone, :party_size, :reserved_at, :note)
  end
end
