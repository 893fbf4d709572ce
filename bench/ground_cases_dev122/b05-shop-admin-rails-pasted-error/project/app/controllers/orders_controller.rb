class OrdersController < ApplicationController
  before_action :authenticate_staff!
  before_action :set_order, only: %i[show ship cancel]

  def index
    @orders = Order.recent.includes(:customer)
    @orders = @orders.with_status(params[:status]) if Order::STATUSES.include?(params[:status])
    @orders = @orders.page(params[:page]).per(50)
  end

  def show; end

  def ship
    @order.ship!(params.require(:tracking_number))
    redirect_to @order, notice: "発送済みにしました"
  rescue ActiveRecord::RecordInvalid => e
    redirect_to @order, alert: e.record.errors.full_messages.to_sentence
  end

  def cancel
    @order.cancel!
    redirect_to @order, notice: "キャンセルしました"
  rescue ArgumentError => e
    redirect_to @order, alert: e.message
  end

  private

  def set_order
    @order = Order.find(params[:id])
  end
end
