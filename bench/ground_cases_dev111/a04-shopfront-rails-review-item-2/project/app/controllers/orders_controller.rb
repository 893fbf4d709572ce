class OrdersController < ApplicationController
  before_action :set_order, only: %i[show apply_coupon cancel]

  def index
    orders = Order.recent.includes(:line_items, :customer, :coupon)
    render json: orders.map(&:as_summary)
  end

  def show
    render json: @order.as_summary.merge(
      lines: @order.line_items.map { |li| li.slice(:sku, :quantity, :unit_price_cents) },
      discount_cents: @order.discount_cents
    )
  end

  def apply_coupon
    coupon = Coupon.lookup(params.require(:code))
    return render json: { error: "unknown_or_expired_coupon" }, status: :unprocessable_entity unless coupon

    @order.update!(coupon: coupon)
    render json: { discount_cents: @order.discount_cents, total_cents: @order.total_cents }
  end

  def cancel
    return head :conflict if @order.shipped?

    @order.update!(status: :cancelled)
    render json: @order.as_summary
  end

  private

  def set_order
    @order = Order.find(params[:id])
  end
end
