class CouponValidator
  attr_reader :errors

  def initialize(coupon, user:, total:, at: Time.current)
    @coupon = coupon
    @user = user
    @total = total
    @today = at.to_date
    @errors = []
  end

  def valid?
    @errors = []
    check_active
    check_period
    check_min_total
    check_already_used
    check_usage_limit
    @errors.empty?
  end

  def first_error
    @errors.first
  end

  private

  def check_active
    @errors << :inactive unless @coupon.active?
  end

  def check_period
    @errors << :not_started if @coupon.starts_on && @today < @coupon.starts_on
    @errors << :expired if @coupon.expires_on && @today >= @coupon.expires_on
  end

  def check_min_total
    @errors << :below_min_total if @coupon.min_total && @total < @coupon.min_total
  end

  def check_already_used
    @errors << :already_used if @coupon.redemptions.exists?(user_id: @user.id)
  end

  def check_usage_limit
    return if @coupon.usage_limit.nil?

    @errors << :limit_reached if @coupon.redemptions.count >= @coupon.usage_limit
  end
end
