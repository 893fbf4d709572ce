class ReservationsController < ApplicationController
  before_action :set_room
  before_action :set_reservation, only: %i[show destroy]

  def index
    @date = params[:date].present? ? Date.parse(params[:date]) : Date.current
    @reservations = @room.reservations.active.for_day(@date).order(:starts_at)
  end

  def create
    @reservation = @room.reservations.new(reservation_params.merge(user: current_user))
    if @reservation.save
      redirect_to room_reservations_path(@room, date: @reservation.starts_at.to_date),
                  notice: t(".created")
    else
      @date = @reservation.starts_at&.to_date || Date.current
      @reservations = @room.reservations.active.for_day(@date).order(:starts_at)
      render :index, status: :unprocessable_entity
    end
  end

  def destroy
    @reservation.cancel!
    redirect_to room_reservations_path(@room), notice: t(".cancelled")
  end

  private

  def set_room
    @room = Room.find(params[:room_id])
  end

  def set_reservation
    @reservation = @room.reservations.find(params[:id])
  end

  def reservation_params
    params.require(:reservation).permit(:title, :starts_at, :ends_at)
  end
end
