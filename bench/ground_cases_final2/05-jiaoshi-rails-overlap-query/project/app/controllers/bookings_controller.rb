class BookingsController < ApplicationController
  before_action :authenticate_user!

  def index
    @bookings = current_user.bookings.upcoming.includes(:room)
  end

  def create
    @booking = current_user.bookings.build(booking_params)
    result = BookingValidator.new(@booking).call
    if result.ok && @booking.save
      redirect_to bookings_path, notice: "预约成功"
    else
      flash.now[:alert] = result.message || @booking.errors.full_messages.to_sentence
      render :new, status: :unprocessable_entity
    end
  end

  private

  def booking_params
    params.require(:booking).permit(:room_id, :starts_at, :ends_at, :attendees)
  end
end
