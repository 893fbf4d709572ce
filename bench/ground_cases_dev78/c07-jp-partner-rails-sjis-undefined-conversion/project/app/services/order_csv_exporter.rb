require "csv"

class OrderCsvExporter
  HEADERS = %w[注文番号 注文日 顧客名 商品名 数量 単価 小計].freeze

  def initialize(orders)
    @orders = orders
  end

  def to_csv
    csv = CSV.generate do |out|
      out << HEADERS
      @orders.includes(:customer, :line_items).find_each do |order|
        order.line_items.each do |li|
          out << [
            order.number,
            order.ordered_at.strftime("%Y/%m/%d"),
            order.customer.name,
            li.product_name,
            li.quantity,
            yen(li.unit_price),
            yen(li.unit_price * li.quantity),
          ]
        end
      end
    end
    csv.encode("Shift_JIS")
  end

  private

  def yen(amount)
    ActiveSupport::NumberHelper.number_to_delimited(amount.to_i)
  end
end
