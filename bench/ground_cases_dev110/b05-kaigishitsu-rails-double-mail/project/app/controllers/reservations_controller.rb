class ReservationsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_reservation, only: %i[show confirm cancel]

  def index
    scope = current_user.reservations
    @reservations = params[:past].present? ? scope.past : scope.upcoming
  end

  def show; end

  def create
    @reservation = current_user.reservations.build(reservation_params)
    if @reservation.save
      redirect_to @reservation, notice: "仮予約しました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def confirm
    if @reservation.update(status: :confirmed)
      ConfirmationJob.perform_later(@reservation.id)
      redirect_to @reservation, notice: "予約を確定しました"
    else
      redirect_to @reservation, alert: @reservation.errors.full_messages.to_sentence
    end
  end

  def cancel
    @reservation.update!(status: :cancelled)
    redirect_to reservations_path, notice: "キャンセルしました"
  end

  private

  def set_reservation
    @reservation = current_user.reservations.find(params[:id])
  end

  def reservation_params
    params.require(:reservation).permit(:room_id, :starts_at, :ends_at, :note)
  end
end
