class ReservationsController < ApplicationController
  before_action :set_salon

  def new
    @reservation = @salon.reservations.build(starts_at: params[:starts_at])
  end

  def create
    @reservation = @salon.reservations.build(reservation_params)
    @reservation.customer = current_customer
    @reservation.status = @salon.auto_confirm? ? "confirmed" : "pending"

    if @reservation.save
      @reservation.update!(confirmation_code: ConfirmationCode.generate(@reservation))
      redirect_to salon_reservation_path(@salon, @reservation), notice: "予約を受け付けました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def show
    @reservation = @salon.reservations.find(params[:id])
  end

  def destroy
    @reservation = @salon.reservations.find(params[:id])
    if @reservation.cancellable?
      @reservation.update!(status: "cancelled")
      redirect_to salon_path(@salon), notice: "予約をキャンセルしました"
    else
      redirect_to salon_reservation_path(@salon, @reservation), alert: "24時間以内の予約はキャンセルできません"
    end
  end

  private

  def set_salon
    @salon = Salon.find(params[:salon_id])
  end

  def reservation_params
    params.require(:reservation).permit(:starts_at, :menu_id, :note)
  end
end
