# What we owe one seller for one payout period (a calendar month in Asia/Shanghai).
class PayoutCalculator
  Result = Struct.new(:seller, :period, :gross_cents, :refunds_cents, :fee_cents, :net_cents, keyword_init: true)

  def self.for_month(seller, month)
    zone = ActiveSupport::TimeZone["Asia/Shanghai"]
    start = zone.local(month.year, month.month, 1)
    new(seller, start...start.next_month)
  end

  def initialize(seller, period)
    @seller = seller
    @period = period
  end

  def call
    gross = sales_in_period.sum(:amount_cents)
    refunds = refunds_in_period.sum(:amount_cents)
    fee = platform_fee(gross - refunds)
    Result.new(seller: @seller, period: @period, gross_cents: gross, refunds_cents: refunds,
               fee_cents: fee, net_cents: gross - refunds - fee)
  end

  def platform_fee(base_cents)
    return 0 if base_cents <= 0

    (BigDecimal(base_cents) * Rails.configuration.x.payouts.platform_fee_rate).round(0, half: :up).to_i
  end

  private

  def sales_in_period
    Order.where(seller: @seller, status: "paid", paid_at: @period)
  end

  def refunds_in_period
    Refund.succeeded.joins(:order).where(orders: { seller_id: @seller.id }).where(created_at: @period)
  end
end
