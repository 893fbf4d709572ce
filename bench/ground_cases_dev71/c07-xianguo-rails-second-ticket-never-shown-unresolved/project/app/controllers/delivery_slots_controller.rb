class DeliverySlotsController < ApplicationController
  before_action :authenticate_user!

  def index
    date = params[:date].present? ? Date.parse(params[:date]) : Date.current
    slots = DeliverySlot.upcoming.on_date(date)
    render json: slots.map { |s|
      { id: s.id, label: s.label, remaining: s.remaining, bookable: s.bookable? }
    }
  end

  def book
    order = current_user.orders.find(params[:order_id])
    slot = DeliverySlot.find(params[:id])
    SlotBooking.new(order, slot).call
    render json: { ok: true, slot: slot.label }
  rescue SlotBooking::SlotUnavailable => e
    render json: { ok: false, error: e.message }, status: :conflict
  end
end
