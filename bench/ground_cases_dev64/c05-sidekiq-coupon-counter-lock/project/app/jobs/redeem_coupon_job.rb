class RedeemCouponJob
  include Sidekiq::Job
  sidekiq_options queue: :critical, retry: 8

  class Exhausted < StandardError; end

  sidekiq_retries_exhausted do |job, ex|
    Sidekiq.logger.error("redeem #{job["args"].inspect} gave up: #{ex.message}")
  end

  def perform(coupon_id, user_id, order_id)
    coupon = Coupon.find(coupon_id)
    Coupon.transaction do
      raise Exhausted, "coupon #{coupon.code} exhausted" unless coupon.claim_slot!

      Redemption.create!(coupon: coupon, user_id: user_id, order_id: order_id)
    end
    OrderClient.new.apply_discount(order_id, coupon.code)
  rescue Exhausted => e
    Sidekiq.logger.info(e.message)
  end
end
