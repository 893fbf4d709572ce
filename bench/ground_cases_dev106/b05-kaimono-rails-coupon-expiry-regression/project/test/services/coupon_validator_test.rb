require "test_helper"

class CouponValidatorTest < ActiveSupport::TestCase
  setup do
    @user = users(:hanako)
    @coupon = Coupon.create!(code: "winter15", discount_percent: 15, active: true,
                             starts_on: Date.new(2025, 12, 1), expires_on: Date.new(2025, 12, 31), min_total: 5000)
    @at = Time.zone.local(2025, 12, 10, 12)
  end

  def validator(total: 8000, at: @at)
    CouponValidator.new(@coupon, user: @user, total: total, at: at)
  end

  test "valid inside the period" do
    assert validator.valid?
    assert_empty validator.errors
  end

  test "inactive coupon" do
    @coupon.update!(active: false)
    v = validator
    refute v.valid?
    assert_equal :inactive, v.first_error
  end

  test "not started yet" do
    v = validator(at: Time.zone.local(2025, 11, 30, 23))
    refute v.valid?
    assert_equal :not_started, v.first_error
  end

  test "below the minimum total" do
    v = validator(total: 4999)
    refute v.valid?
    assert_equal :below_min_total, v.first_error
  end

  test "usage limit reached" do
    @coupon.update!(usage_limit: 1)
    @coupon.redemptions.create!(user: users(:taro), order: orders(:two))
    v = validator
    refute v.valid?
    assert_equal :limit_reached, v.first_error
  end

  test "no usage limit when nil" do
    @coupon.update!(usage_limit: nil)
    assert validator.valid?
  end

  test "already used by the user" do
    @coupon.redemptions.create!(user: @user, order: orders(:one))
    v = validator
    refute v.valid?
    assert_equal :already_used, v.first_error
  end
end
