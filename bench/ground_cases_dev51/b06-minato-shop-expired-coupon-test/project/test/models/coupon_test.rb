require "test_helper"

class CouponTest < ActiveSupport::TestCase
  test "normalises the code" do
    coupon = Coupon.create!(code: " spring5 ", kind: :percent, amount: 5)
    assert_equal "SPRING5", coupon.code
  end

  test "expired?" do
    coupon = Coupon.new(expires_at: 1.hour.ago)
    assert coupon.expired?
    assert_not Coupon.new(expires_at: nil).expired?
  end

  test "usable_by? allows one redemption per user" do
    coupon = Coupon.create!(code: "ONCE", kind: :fixed, amount: 300)
    assert coupon.usable_by?(users(:hanako))
    coupon.redemptions.create!(user: users(:hanako))
    assert_not coupon.usable_by?(users(:hanako))
  end

  test "fixed discount never exceeds the subtotal" do
    coupon = Coupon.new(kind: :fixed, amount: 800)
    assert_equal 500, coupon.discount_for(500)
  end

  test "percent discount is floored" do
    coupon = Coupon.new(kind: :percent, amount: 15)
    assert_equal 149, coupon.discount_for(999)
  end
end
