module OrdersHelper
  STATUS_BADGES = {
    "pending" => "badge-warning",
    "paid" => "badge-info",
    "shipped" => "badge-success",
    "cancelled" => "badge-muted"
  }.freeze

  def order_status_badge(order)
    tag.span(order.status_label, class: [ "badge", STATUS_BADGES.fetch(order.status, "badge-muted") ])
  end

  def order_total_cents(order)
    order.line_items.sum(:amount_cents)
  end

  def order_total(order)
    number_to_currency(order_total_cents(order) / 100.0, unit: "¥")
  end

  def order_item_count(order)
    pluralize(order.line_items.size, "件商品")
  end
end
