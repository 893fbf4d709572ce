require "test_helper"

class CouponTest < ActiveSupport::TestCase
  setup do
    @user = users(:hanako)
    @coupon = Coupon.create!(code: "autumn10", discount_percent: 10, active: true,
                             starts_on: Date.new(2025, 10, 1), expires_on: Date.new(2025, 10, 31), min_total: 3000)
  end

  test "normalizes the code" do
    assert_equal "AUTUMN10", @coupon.code
  end

  test "usable inside the period" do
    assert @coupon.usable?(@user, total: 5000, at: Time.zone.local(2025, 10, 15, 12))
  end

  test "usable on the expiry day" do
    assert @coupon.usable?(@user, total: 5000, at: Time.zone.local(2025, 10, 31, 23, 50))
  end

  test "not usable after expiry" do
    refute @coupon.usable?(@user, total: 5000, at: Time.zone.local(2025, 11, 1, 0, 5))
  end

  test "not usable below the minimum" do
    refute @coupon.usable?(@user, total: 2999, at: Time.zone.local(2025, 10, 15, 12))
  end

  test "discount is floored" do
    assert_equal 333, Coupon.new(discount_percent: 10).discount_for(3335)
  end
end
