require "test_helper"

module Checkout
  class ApplyCouponTest < ActiveSupport::TestCase
    FakeCart = Struct.new(:subtotal)

    setup do
      @user = users(:hanako)
      @cart = FakeCart.new(6000)
    end

    test "applies a valid coupon" do
      Coupon.create!(code: "WINTER10", kind: :percent, amount: 10)
      result = ApplyCoupon.call(cart: @cart, code: "winter10", user: @user)
      assert result.ok?
      assert_equal 600, result.discount
    end

    test "unknown code" do
      result = ApplyCoupon.call(cart: @cart, code: "NOPE", user: @user)
      assert_not result.ok?
      assert_equal I18n.t("coupons.errors.not_found"), result.error
    end

    test "expired coupon is rejected" do
      Coupon.create!(code: "SUMMER", kind: :fixed, amount: 500, expires_at: 1.day.ago)
      result = ApplyCoupon.call(cart: @cart, code: "SUMMER", user: @user)
      assert_not result.ok?
      assert_equal I18n.t("coupons.errors.expired"), result.error
    end

    test "below minimum subtotal" do
      Coupon.create!(code: "BIG", kind: :fixed, amount: 1000, min_subtotal: 10_000)
      result = ApplyCoupon.call(cart: @cart, code: "BIG", user: @user)
      assert_not result.ok?
    end
  end
end
