class ReservationsController < ApplicationController
  before_action :set_shop

  def index
    @reservations = @shop.reservations.upcoming.active.includes(:customer)
  end

  def new
    @reservation = @shop.reservations.new(starts_at: params[:starts_at])
    @slots = SlotFinder.new(@shop, Date.parse(params.fetch(:date, Date.current.to_s))).call(party_size: 2)
  end

  def create
    customer = Customer.find_or_create_by!(email: reservation_params[:email]) do |c|
      c.name = reservation_params[:name]
      c.phone = reservation_params[:phone]
    end
    @reservation = @shop.reservations.new(reservation_params.slice(:starts_at, :party_size, :note))
    @reservation.customer = customer
    @reservation.status = @shop.auto_confirm? ? "confirmed" : "pending"
    if @reservation.save
      redirect_to shop_reservation_path(@shop, @reservation), notice: "予約を受け付けました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    @reservation = @shop.reservations.find(params[:id])
    if @reservation.update(params.require(:reservation).permit(:status, :note, :party_size))
      redirect_to shop_reservations_path(@shop), notice: "更新しました"
    else
      render :edit, status: :unprocessable_entity
    end
  end

  private

  def set_shop
    @shop = Shop.find(params[:shop_id])
  end

  def reservation_params
    params.require(:reservation).permit(:starts_at, :party_size, :note, :name, :email, :phone)
  end
end
