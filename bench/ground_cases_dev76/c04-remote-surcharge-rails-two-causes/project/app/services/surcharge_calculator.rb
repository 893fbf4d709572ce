# 附加费：偏远地区 + 超重。基础运费在 FreightCalculator 里算。
class SurchargeCalculator
  REMOTE_FEE_CENTS = 1800
  BULKY_FEE_CENTS = 1200
  BULKY_WEIGHT_G = 20_000

  def initialize(order, zones: DeliveryZone)
    @order = order
    @zones = zones
  end

  def total_cents
    remote_fee_cents + bulky_fee_cents
  end

  def breakdown
    {
      remote: remote_fee_cents,
      bulky: bulky_fee_cents
    }
  end

  private

  def remote_fee_cents
    return 0 if @order.free_shipping?

    zone = @zones.for_postcode(PostcodeNormalizer.normalize(@order.postcode))
    zone&.remote? ? REMOTE_FEE_CENTS : 0
  end

  def bulky_fee_cents
    @order.weight_grams.to_i > BULKY_WEIGHT_G ? BULKY_FEE_CENTS : 0
  end
end
