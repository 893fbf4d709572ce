class OrdersController < ApplicationController
  before_action :authenticate_user!
  before_action :set_order, only: %i[show cancel]

  def index
    @orders = current_user.orders.recent.includes(:event, seats: :event).page(params[:page])
  end

  def show
  end

  def create
    event = Event.find(params[:event_id])
    seats = Seat.for_labels(event, params.require(:seats))
    @order = current_user.orders.create!(event: event, seats: seats)
    redirect_to @order, notice: "仮押さえしました"
  rescue ActiveRecord::RecordNotFound, ActiveRecord::RecordInvalid => e
    redirect_back fallback_location: root_path, alert: e.message
  end

  def cancel
    @order.cancel!
    redirect_to orders_path, notice: "キャンセルしました"
  end

  private

  def set_order
    @order = current_user.orders.find(params[:id])
  end
end
