require "csv"

class ExportsController < ApplicationController
  HEADERS = %w[订单号 客户 状态 金额 下单时间].freeze

  def orders
    orders = Order.includes(:customer, :line_items).recent.limit(5000)
    csv = CSV.generate(headers: true) do |out|
      out << HEADERS
      orders.each do |order|
        out << [
          order.number,
          order.customer.display_name,
          order.status_label,
          helpers.order_total_cents(order) / 100.0,
          order.created_at.strftime("%Y-%m-%d %H:%M")
        ]
      end
    end
    send_data csv, filename: "orders-#{Time.zone.today.strftime("%Y%m%d")}.csv", type: "text/csv"
  end
end
