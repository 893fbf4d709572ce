class BookingsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_room, only: %i[new create]

  def index
    @bookings = current_user.bookings.includes(:room).order(check_in: :desc)
  end

  def new
    @booking = @room.bookings.build(check_in: params[:check_in], check_out: params[:check_out])
  end

  def create
    @booking = @room.bookings.build(booking_params.merge(guest: current_user, status: :pending))
    if @booking.save
      BookingMailer.with(booking: @booking).received.deliver_later
      redirect_to booking_path(@booking), notice: "Booking received"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def show
    @booking = current_user.bookings.find(params[:id])
  end

  private

  def set_room
    @room = Room.find(params[:room_id])
  end

  def booking_params
    params.require(:booking).permit(:check_in, :check_out, :notes)
  end
end
