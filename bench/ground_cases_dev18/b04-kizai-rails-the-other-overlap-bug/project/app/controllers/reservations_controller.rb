class ReservationsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_reservation, only: %i[show edit update destroy return]

  def index
    @reservations = Reservation.active
                               .includes(:equipment, :user)
                               .order(starts_at: :desc)
                               .page(params[:page])
  end

  def show; end

  def new
    @reservation = current_user.reservations.new(equipment_id: params[:equipment_id])
  end

  def create
    @reservation = current_user.reservations.new(reservation_params)
    if @reservation.save
      redirect_to @reservation, notice: "予約しました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def return
    @reservation.update!(status: :returned, returned_at: Time.current)
    redirect_to reservations_path, notice: "返却しました"
  end

  def destroy
    @reservation.update!(status: :cancelled)
    redirect_to reservations_path, notice: "キャンセルしました"
  end

  private

  def set_reservation
    @reservation = Reservation.find(params[:id])
  end

  def reservation_params
    params.require(:reservation).permit(:equipment_id, :starts_at, :ends_at, :note)
  end
end
