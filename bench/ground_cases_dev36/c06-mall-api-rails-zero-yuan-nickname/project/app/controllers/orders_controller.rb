class OrdersController < ApplicationController
  before_action :authenticate_user!
  before_action :set_order, only: %i[show cancel]

  def index
    orders = current_user.orders.includes(:items, :coupons).order(created_at: :desc).page(params[:page]).per(20)
    render json: { orders: orders.map { |o| serialize(o) }, total_pages: orders.total_pages }
  end

  def show
    render json: serialize(@order)
  end

  def cancel
    return head :unprocessable_entity unless @order.cancellable?

    @order.update!(status: "cancelled")
    render json: serialize(@order)
  end

  private

  def set_order
    @order = current_user.orders.find(params[:id])
  end

  def serialize(order)
    totals = order.totals
    {
      id: order.id,
      number: order.number,
      status: order.status,
      items: order.items.map { |i| { sku: i.sku, name: i.name, quantity: i.quantity } },
      coupons: order.coupons.map(&:label),
      subtotal_cents: totals.subtotal,
      discount_cents: totals.discount,
      total_cents: totals.total,
      created_at: order.created_at.iso8601
    }
  end
end
