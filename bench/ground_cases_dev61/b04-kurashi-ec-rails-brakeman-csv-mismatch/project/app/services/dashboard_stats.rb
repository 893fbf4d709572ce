# Numbers on the admin dashboard (売上サマリー).
class DashboardStats
  def initialize(year:, month:)
    @from = Time.zone.local(year, month, 1)
    @to = @from.next_month
  end

  def orders
    Order.not_cancelled.placed_between(@from, @to)
  end

  def revenue_yen
    orders.includes(:refunds).sum(&:net_yen)
  end

  def order_count
    orders.count
  end

  def average_order_yen
    return 0 if order_count.zero?

    (revenue_yen / order_count.to_f).round
  end

  def refunds_yen
    Refund.joins(:order).merge(orders).sum(:amount_yen)
  end

  def to_h
    { revenue_yen:, order_count:, average_order_yen:, refunds_yen: }
  end
end
