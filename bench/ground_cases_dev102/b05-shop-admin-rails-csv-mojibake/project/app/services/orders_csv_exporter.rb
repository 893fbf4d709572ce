require "csv"

class OrdersCsvExporter
  HEADERS = %w[注文番号 顧客名 金額 ステータス 注文日].freeze

  def initialize(orders)
    @orders = orders
  end

  def call
    CSV.generate(encoding: "UTF-8") do |csv|
      csv << HEADERS
      @orders.each do |order|
        csv << row_for(order)
      end
    end
  end

  private

  def row_for(order)
    [
      order.number,
      order.customer_name,
      order.total_yen,
      I18n.t("orders.status.#{order.status}"),
      order.ordered_at.in_time_zone("Tokyo").strftime("%Y/%m/%d")
    ]
  end

  def self.filename(now = Time.current)
    "orders-#{now.strftime('%Y%m%d')}.csv"
  end
end
