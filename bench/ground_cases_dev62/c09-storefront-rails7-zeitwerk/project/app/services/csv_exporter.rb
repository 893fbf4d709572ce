require "csv"

class CsvExporter
  HEADERS = %w[order_no customer total_yuan status created_at].freeze

  def initialize(orders)
    @orders = orders
  end

  def call
    CSV.generate(headers: true) do |csv|
      csv << HEADERS
      @orders.find_each do |order|
        csv << row_for(order)
      end
    end
  end

  private

  def row_for(order)
    [
      order.number,
      order.customer_name,
      format("%.2f", order.total_cents / 100.0),
      order.status,
      order.created_at.in_time_zone.strftime("%Y-%m-%d %H:%M")
    ]
  end
end
