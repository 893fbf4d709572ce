class CheckoutsController < ApplicationController
  before_action :authenticate_user!

  def create
    cart = current_user.cart
    coupon = params[:coupon_code].present? ? Coupon.find_by_code(params[:coupon_code]) : nil

    if params[:coupon_code].present? && coupon.nil?
      return render json: { error: "クーポンが見つかりません" }, status: :unprocessable_entity
    end

    if coupon
      validator = CouponValidator.new(coupon, user: current_user, total: cart.total)
      unless validator.valid?
        return render json: { error: t("coupons.errors.#{validator.first_error}") }, status: :unprocessable_entity
      end
    end

    order = Order.place!(cart: cart, user: current_user, coupon: coupon)
    render json: { order_id: order.id, total: order.total }, status: :created
  rescue Order::OutOfStock => e
    render json: { error: e.message }, status: :conflict
  end

  def preview
    cart = current_user.cart
    coupon = Coupon.find_by_code(params[:coupon_code])
    discount = coupon&.discount_for(cart.total) || 0
    render json: {
      subtotal: cart.total,
      discount: discount,
      total: cart.total - discount
    }
  end
end
