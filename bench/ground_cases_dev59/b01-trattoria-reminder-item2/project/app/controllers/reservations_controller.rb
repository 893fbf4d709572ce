class ReservationsController < ApplicationController
  before_action :set_reservation, only: [:show, :update, :cancel]

  # 店舗スタッフ用の当日予約一覧
  def index
    @date = params[:date].present? ? Date.parse(params[:date]) : Time.zone.today
    @reservations = Reservation.on(@date).active.order(:starts_at)
  end

  def show; end

  def create
    @reservation = Reservation.new(reservation_params)
    if @reservation.save
      redirect_to @reservation, notice: t("reservations.created")
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    if @reservation.update(reservation_params)
      redirect_to @reservation
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def cancel
    @reservation.cancelled!
    redirect_to reservations_path, notice: t("reservations.cancelled")
  end

  private

  def set_reservation
    @reservation = Reservation.find(params[:id])
  end

  def reservation_params
    params.require(:reservation).permit(:table_id, :course_id, :starts_at, :party_size,
                                        :guest_name, :guest_phone, :guest_email, :note)
  end
end
