# 计算订单应付金额：商品小计 - 优惠 + 运费。
# 金额一律用分（整数）计算，避免浮点误差。
class OrderTotalCalculator
  Result = Struct.new(:subtotal, :discount, :shipping, :total, keyword_init: true)

  FREE_SHIPPING_THRESHOLD = 99_00
  SHIPPING_FEE = 8_00

  def initialize(order)
    @order = order
  end

  def call
    subtotal = @order.items.sum { |item| item.unit_price_cents * item.quantity }
    coupons = applicable_coupons(subtotal)
    discount = coupons.sum { |coupon| coupon.discount_for(subtotal) }
    discount = [discount, subtotal].min
    shipping = shipping_for(subtotal)
    Result.new(subtotal: subtotal, discount: discount, shipping: shipping,
               total: subtotal - discount + shipping)
  end

  private

  # 可用的券，满减券排在折扣券前面
  def applicable_coupons(subtotal)
    @order.coupons
          .select { |c| c.usable? && subtotal >= c.threshold_cents }
          .sort_by { |c| c.kind == "amount_off" ? 0 : 1 }
  end

  def shipping_for(amount)
    amount >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE
  end
end
