require "test_helper"

class RedeemCouponJobTest < ActiveSupport::TestCase
  setup do
    @coupon = Coupon.create!(code: "DOUBLE11", max_redemptions: 2, redeemed_count: 0, state: "active",
                             expires_at: 1.day.from_now)
    OrderClient.any_instance.stubs(:apply_discount)
  end

  test "records a redemption" do
    RedeemCouponJob.new.perform(@coupon.id, users(:alice).id, "o-1")
    assert_equal 1, @coupon.reload.redeemed_count
    assert_equal 1, Redemption.count
  end

  test "stops at max_redemptions" do
    3.times { |i| RedeemCouponJob.new.perform(@coupon.id, users(:alice).id, "o-#{i}") }
    assert_equal 2, @coupon.reload.redeemed_count
  end
end
