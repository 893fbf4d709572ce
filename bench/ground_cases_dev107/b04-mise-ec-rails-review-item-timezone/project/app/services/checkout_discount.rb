class CheckoutDiscount
  Result = Struct.new(:amount, :error, keyword_init: true)

  def initialize(order, code)
    @order = order
    @code = code.to_s.strip.upcase
  end

  def call
    coupon = Coupon.find_by(code: @code)
    return Result.new(amount: 0, error: :not_found) unless coupon
    return Result.new(amount: 0, error: :expired) if coupon.expired?
    return Result.new(amount: 0, error: :exhausted) if coupon.exhausted?

    items = @order.items.includes(:product)
    eligible = items.select { |item| coupon.applies_to?(item) }
    return Result.new(amount: 0, error: :not_applicable) if eligible.empty?

    subtotal = eligible.sum { |item| item.unit_price * item.quantity }
    Result.new(amount: coupon.calc_amount(subtotal), error: nil)
  end

  def apply!
    result = call
    return result if result.error

    Order.transaction do
      @order.update!(discount_amount: result.amount, coupon_code: @code)
      Redemption.create!(coupon: Coupon.find_by!(code: @code), order: @order)
    end
    result
  end
end
