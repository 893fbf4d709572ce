require "csv"

# The monthly sales report for accounting (the /reports page and its CSV).
class MonthlyReport
  Row = Struct.new(:day, :orders, :net, :tax, :gross, keyword_init: true)

  attr_reader :month

  def initialize(month)
    @month = month.to_date.beginning_of_month
  end

  # the whole month in Time.zone (Tokyo); a Date..Date range would end at 00:00 of the last day
  def range
    @month.in_time_zone.all_month
  end

  def orders
    Order.paid.where(ordered_at: range)
  end

  def rows
    orders.to_a.group_by { |o| o.ordered_at.in_time_zone.to_date }.sort.map do |day, list|
      Row.new(day: day, orders: list.size, net: list.sum(&:amount_net), tax: list.sum(&:tax), gross: list.sum(&:amount_gross))
    end
  end

  def total_gross
    orders.sum(:amount_gross)
  end

  def to_csv
    CSV.generate do |csv|
      csv << %w[日付 件数 税抜 消費税 税込]
      rows.each { |r| csv << [r.day.iso8601, r.orders, r.net.to_i, r.tax.to_i, r.gross.to_i] }
      csv << ["合計", rows.sum(&:orders), "", "", total_gross.to_i]
    end
  end
end
