require "test_helper"

class CouponExpiryJobTest < ActiveSupport::TestCase
  setup do
    CouponCache.redis.del(CouponExpiryJob::LOCK_KEY)
    @coupon = Coupon.create!(code: "OLD", max_redemptions: 5, redeemed_count: 0, state: "active",
                             expires_at: 1.hour.ago)
  end

  test "expires past due coupons" do
    CouponExpiryJob.new.perform
    assert_equal "expired", @coupon.reload.state
  end

  test "skips when another run holds the lock" do
    CouponCache.redis.set(CouponExpiryJob::LOCK_KEY, "other-jid")
    CouponExpiryJob.new.perform
    assert_equal "active", @coupon.reload.state
  end

  test "lock released after a normal run" do
    CouponExpiryJob.new.perform
    assert_nil CouponCache.redis.get(CouponExpiryJob::LOCK_KEY)
  end

  test "lock released after failure" do
    Coupon.any_instance.stubs(:expire!).raises(ActiveRecord::Deadlocked)
    assert_raises(ActiveRecord::Deadlocked) { CouponExpiryJob.new.perform }
    assert_nil CouponCache.redis.get(CouponExpiryJob::LOCK_KEY)
  end
end
