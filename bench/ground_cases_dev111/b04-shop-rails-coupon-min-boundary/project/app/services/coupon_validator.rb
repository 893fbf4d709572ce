# frozen_string_literal: true

# クーポン適用可否の判定。エラーはコードで返し、文言は locale 側で引く。
class CouponValidator
  Result = Struct.new(:ok, :error_code, keyword_init: true) do
    def ok?
      ok
    end
  end

  def initialize(coupon, user:, subtotal:)
    @coupon = coupon
    @user = user
    @subtotal = subtotal
  end

  def call
    return failure("ERR_COUPON_NOT_FOUND") if @coupon.nil?
    return failure("ERR_COUPON_DISABLED") unless @coupon.active?
    return failure("ERR_COUPON_EXPIRED") if @coupon.expired?
    return failure("ERR_COUPON_MIN") unless @subtotal > @coupon.min_subtotal
    return failure("ERR_COUPON_USED") if used_up?

    Result.new(ok: true)
  end

  private

  def used_up?
    return false if @coupon.per_user_limit.nil?

    @user.orders.where(coupon_id: @coupon.id).where.not(status: :canceled).count >= @coupon.per_user_limit
  end

  def failure(code)
    Rails.logger.info("[coupon] rejected code=#{@coupon&.code} reason=#{code} subtotal=#{@subtotal}")
    Result.new(ok: false, error_code: code)
  end
end
