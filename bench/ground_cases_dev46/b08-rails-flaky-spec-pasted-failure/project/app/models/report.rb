require "csv"

# Monthly sales report for the back office.
class Report
  attr_reader :month

  def initialize(month)
    @month = month.beginning_of_month
  end

  def range
    month.beginning_of_day..month.end_of_month.end_of_day
  end

  def paid_orders
    Order.paid.where(paid_at: range)
  end

  def revenue_cents
    paid_orders.sum(:total_cents)
  end

  def order_count
    paid_orders.count
  end

  def average_order_cents
    return 0 if order_count.zero?

    revenue_cents / order_count
  end

  def to_csv
    CSV.generate do |csv|
      csv << %w[month revenue_yen orders average_yen]
      csv << [month.strftime("%Y-%m"), revenue_cents / 100, order_count, average_order_cents / 100]
    end
  end

  def top_customers(limit: 3)
    Customer
      .joins(:orders)
      .merge(paid_orders)
      .group("customers.id")
      .select("customers.*, SUM(orders.total_cents) AS revenue_cents")
      .order("revenue_cents DESC")
      .limit(limit)
  end
end
