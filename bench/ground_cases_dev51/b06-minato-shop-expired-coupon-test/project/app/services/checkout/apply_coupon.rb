module Checkout
  class ApplyCoupon
    Result = Struct.new(:ok, :discount, :error, keyword_init: true) do
      def ok? = ok
    end

    def self.call(...) = new(...).call

    def initialize(cart:, code:, user:, now: Time.current)
      @cart = cart
      @code = code.to_s.strip.upcase
      @user = user
      @now = now
    end

    def call
      coupon = Coupon.find_by(code: @code)
      return failure(:not_found) unless coupon
      return failure(:expired) if coupon.expires_at.present? && coupon.expires_at > @now
      return failure(:below_minimum) if @cart.subtotal < coupon.min_subtotal
      return failure(:used_up) if coupon.redemptions_count >= coupon.max_redemptions

      Result.new(ok: true, discount: coupon.discount_for(@cart.subtotal))
    end

    private

    def failure(key)
      Result.new(ok: false, discount: 0, error: I18n.t("coupons.errors.#{key}"))
    end
  end
end
