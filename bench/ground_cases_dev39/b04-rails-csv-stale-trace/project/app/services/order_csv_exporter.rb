require "csv"

# Builds the order CSV the back office downloads from /admin/orders/export.
class OrderCsvExporter
  HEADERS = %w[
    order_number
    ordered_at
    customer_name
    customer_email
    shipping_postal_code
    shipping_prefecture
    item_count
    subtotal
    discount
    coupon
    total
    status
  ].freeze

  def initialize(scope)
    @scope = scope
  end

  def call
    CSV.generate(headers: true) do |csv|
      csv << HEADERS
      @scope.includes(:customer, :coupon, :line_items, :shipping_address).find_each do |order|
        csv << row_for(order)
      end
    end
  end

  private

  def row_for(order)
    [
      order.number,
      order.ordered_at.in_time_zone("Asia/Tokyo").strftime("%Y-%m-%d %H:%M"),
      order.customer.name,
      order.customer.email,
      order.shipping_address&.postal_code,
      order.shipping_address&.prefecture,
      order.line_items.sum(&:quantity),
      order.subtotal.to_i,
      order.discount.to_i,
      order.coupon.name,
      order.total.to_i,
      I18n.t("orders.status.#{order.status}")
    ]
  end
end
