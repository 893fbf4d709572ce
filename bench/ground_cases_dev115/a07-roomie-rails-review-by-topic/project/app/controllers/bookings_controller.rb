class BookingsController < ApplicationController
  before_action :authenticate_user!

  def index
    @bookings = Booking.upcoming.includes(:room, :user).limit(100)
  end

  def create
    @booking = current_user.bookings.build(booking_params)
    if @booking.save
      redirect_to bookings_path, notice: "Booked #{@booking.label}"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def cancel
    booking = current_user.bookings.find(params[:id])
    booking.destroy!
    redirect_to bookings_path, notice: "Booking cancelled"
  end

  private

  def booking_params
    params.require(:booking).permit(:room_id, :starts_at, :ends_at, :guests)
  end
end
