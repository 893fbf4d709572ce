class CheckoutController < ApplicationController
  before_action :authenticate_customer!
  before_action :load_cart

  def show
    @summary = @order.to_summary
  end

  def create
    if @order.line_items.empty?
      redirect_to cart_path, alert: t(".empty_cart")
      return
    end

    @order.place!
    session.delete(:cart_id)
    redirect_to order_path(@order), notice: t(".placed", number: @order.number)
  rescue Product::OutOfStock => e
    redirect_to cart_path, alert: t(".out_of_stock", sku: e.message)
  end

  private

  def load_cart
    @order = current_customer.orders.cart.find_or_create_by!(currency: "EUR")
  end
end
