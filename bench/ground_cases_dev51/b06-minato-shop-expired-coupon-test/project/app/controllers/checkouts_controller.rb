class CheckoutsController < ApplicationController
  before_action :authenticate_user!

  def show
    @cart = current_cart
  end

  def apply_coupon
    result = Checkout::ApplyCoupon.call(cart: current_cart, code: params[:code], user: current_user)
    if result.ok?
      current_cart.update!(coupon_code: params[:code].to_s.strip.upcase, discount: result.discount)
      render json: { discount: result.discount, total: current_cart.total }
    else
      render json: { error: result.error }, status: :unprocessable_entity
    end
  end

  def remove_coupon
    current_cart.update!(coupon_code: nil, discount: 0)
    render json: { discount: 0, total: current_cart.total }
  end

  def confirm
    order = Checkout::PlaceOrder.call(cart: current_cart, user: current_user)
    redirect_to order_path(order), notice: "ご注文ありがとうございました"
  rescue Checkout::PlaceOrder::OutOfStock => e
    redirect_to checkout_path, alert: e.message
  end

  private

  def current_cart
    @current_cart ||= Cart.find_or_create_by!(user: current_user, checked_out_at: nil)
  end
end
