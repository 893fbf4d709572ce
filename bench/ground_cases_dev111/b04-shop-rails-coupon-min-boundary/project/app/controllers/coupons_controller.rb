# frozen_string_literal: true

class CouponsController < ApplicationController
  before_action :authenticate_user!

  def index
    coupons = Coupon.active.order(created_at: :desc).page(params[:page]).per(20)
    response.set_header("X-Total-Count", coupons.total_count.to_s)
    render json: coupons.map { |c| serialize(c) }
  end

  def check
    coupon = Coupon.find_by_code(params[:code])
    subtotal = current_cart.subtotal
    result = CouponValidator.new(coupon, user: current_user, subtotal: subtotal).call
    if result.ok?
      render json: { ok: true, discount: coupon.discount_for(subtotal), label: coupon.label }
    else
      render json: { ok: false, error_code: result.error_code, message: I18n.t("coupons.errors.#{result.error_code}") },
             status: :unprocessable_entity
    end
  end

  private

  def serialize(coupon)
    {
      code: coupon.code,
      label: coupon.label,
      min_subtotal: coupon.min_subtotal,
      per_user_limit: coupon.per_user_limit
    }
  end
end
