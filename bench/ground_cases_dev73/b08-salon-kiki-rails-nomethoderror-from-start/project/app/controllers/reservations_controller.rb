class ReservationsController < ApplicationController
  def create
    slot = Slot.open.find(params[:slot_id])
    customer = Customer.find_or_create_by!(phone: params[:phone]) { |c| c.name = params[:name] }
    reservation = Reservation.create!(
      customer: customer,
      slot: slot,
      reserved_on: slot.starts_at.in_time_zone("Asia/Tokyo").to_date,
      menu: params[:menu]
    )
    render json: { id: reservation.id, slot: slot.label }, status: :created
  end

  def destroy
    reservation = Reservation.find(params[:id])
    reservation.cancel!
    head :no_content
  end

  def index
    reservations = Reservation.where(reserved_on: params.require(:date)).includes(:customer, :slot)
    render json: reservations.map { |r| { id: r.id, name: r.customer.name, status: r.status, slot: r.slot&.label } }
  end
end
