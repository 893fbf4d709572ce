# frozen_string_literal: true

module Checkout
  class ApplyCoupon
    Result = Struct.new(:ok, :discount, :error, keyword_init: true)

    def initialize(order, code, clock: Time)
      @order = order
      @code = code
      @clock = clock
    end

    def call
      coupon = Coupon.lookup(@code)
      return fail(:not_found) if coupon.nil?
      return fail(:expired) unless coupon.usable?(at: @clock.current)

      discount = coupon.discount_for(@order.subtotal)
      @order.update!(coupon: coupon, discount_total: discount)
      Result.new(ok: true, discount: discount)
    end

    private

    def fail(reason)
      Result.new(ok: false, discount: 0, error: I18n.t("checkout.coupon.#{reason}"))
    end
  end
end
