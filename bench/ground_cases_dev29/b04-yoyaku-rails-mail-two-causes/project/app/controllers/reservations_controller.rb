class ReservationsController < ApplicationController
  before_action :set_shop
  before_action :set_reservation, only: %i[show destroy]

  def index
    @reservations = @shop.reservations.includes(:customer).upcoming
  end

  def show; end

  def create
    @reservation = @shop.reservations.build(reservation_params)
    if @reservation.save
      redirect_to [@shop, @reservation], notice: "予約を受け付けました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    @reservation.cancel!
    redirect_to shop_reservations_path(@shop), notice: "予約をキャンセルしました"
  end

  private

  def set_shop
    @shop = Shop.find(params[:shop_id])
  end

  def set_reservation
    @reservation = @shop.reservations.find(params[:id])
  end

  def reservation_params
    params.require(:reservation).permit(:starts_at, :party_size, :customer_id, :note)
  end
end
