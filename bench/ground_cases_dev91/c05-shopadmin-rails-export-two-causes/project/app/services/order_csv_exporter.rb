require "csv"

class OrderCsvExporter
  HEADERS = ["订单号", "客户", "状态", "金额", "下单时间", "支付时间"].freeze

  def initialize(from:, to:)
    @from = from
    @to = to
  end

  def call
    CSV.generate(headers: true) do |csv|
      csv << HEADERS
      scope.find_each do |order|
        csv << row(order)
      end
    end
  end

  private

  def scope
    range_start = @from.to_time.utc.beginning_of_day
    range_end = @to.to_time.utc.end_of_day
    Order.exportable.placed_between(range_start, range_end).includes(:customer)
  end

  def row(order)
    [
      order.number,
      order.customer.name,
      I18n.t("orders.status.#{order.status}"),
      format("%.2f", order.total_yuan),
      order.created_at.strftime("%Y-%m-%d %H:%M"),
      order.paid_at&.strftime("%Y-%m-%d %H:%M")
    ]
  end
end
