class ReservationsController < ApplicationController
  before_action :set_restaurant

  def create
    reservation = @restaurant.reservations.new(reservation_params)
    if reservation.save
      render json: reservation, status: :created
    else
      render json: { errors: reservation.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def destroy
    reservation = @restaurant.reservations.find(params[:id])
    reservation.cancel!
    head :no_content
  end

  private

  def set_restaurant
    @restaurant = Restaurant.find(params[:restaurant_id])
  end

  def reservation_params
    params.require(:reservation).permit(:guest_name, :guest_email, :party_size, :starts_at)
  end
end
