class ReservationsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_room, only: %i[new create]

  def index
    @reservations = current_user.organization.reservations
                                .includes(:room, :user)
                                .where(start_at: Time.current.beginning_of_day..)
                                .order(:start_at)
                                .page(params[:page])
  end

  def new
    @reservation = @room.reservations.build(start_at: params[:start_at])
  end

  def create
    @reservation = @room.reservations.build(reservation_params.merge(user: current_user))
    checker = AvailabilityChecker.new(@room)

    if checker.available?(@reservation.start_at, @reservation.end_at)
      if @reservation.save
        redirect_to reservations_path, notice: "予約しました"
      else
        render :new, status: :unprocessable_entity
      end
    else
      @reservation.errors.add(:base, "その時間帯はすでに予約があります")
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    reservation = current_user.reservations.find(params[:id])
    reservation.update!(canceled_at: Time.current)
    redirect_to reservations_path, notice: "予約を取り消しました"
  end

  private

  def set_room
    @room = current_user.organization.rooms.find(params[:room_id])
  end

  def reservation_params
    params.require(:reservation).permit(:start_at, :end_at, :title)
  end
end
