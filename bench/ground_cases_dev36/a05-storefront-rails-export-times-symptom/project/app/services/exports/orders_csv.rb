# frozen_string_literal: true

require "csv"

module Exports
  # CSV of orders for finance. One row per order, amounts in EUR with two decimals.
  class OrdersCsv
    HEADERS = [
      "Order number",
      "Placed at",
      "Customer",
      "Email",
      "Items",
      "Shipping method",
      "Net",
      "VAT",
      "Gross",
      "Status"
    ].freeze

    def initialize(scope = Order.all)
      @scope = scope
    end

    def to_csv
      CSV.generate(col_sep: ";") do |csv|
        csv << HEADERS
        @scope.includes(:customer, :line_items, :shipping_method).find_each do |order|
          csv << row_for(order)
        end
      end
    end

    def filename
      "orders-#{Date.current.iso8601}.csv"
    end

    private

    def row_for(order)
      [
        order.number,
        # finance wants plain "YYYY-MM-DD HH:MM" cells, no offset
        order.placed_at.utc.strftime("%Y-%m-%d %H:%M"),
        order.customer.full_name,
        order.customer.email,
        order.line_items.sum(&:quantity),
        order.shipping_method&.name,
        money(order.net_total),
        money(order.vat_total),
        money(order.gross_total),
        order.status.humanize
      ]
    end

    def money(amount)
      format("%.2f", amount)
    end
  end
end
