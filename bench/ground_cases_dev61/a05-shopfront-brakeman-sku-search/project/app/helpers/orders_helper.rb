module OrdersHelper
  BADGE_CLASSES = {
    "pending" => "badge badge--warn",
    "paid" => "badge badge--ok",
    "shipped" => "badge badge--ok",
    "cancelled" => "badge badge--muted",
    "refunded" => "badge badge--muted"
  }.freeze

  def status_badge(order)
    css = BADGE_CLASSES.fetch(order.status, "badge")
    "<span class=\"#{css}\">#{order.status.humanize}</span>".html_safe
  end

  def money(cents, currency: "EUR")
    number_to_currency(cents / 100.0, unit: currency == "EUR" ? "€" : currency, format: "%n %u")
  end

  def order_search_placeholder
    "Order number, e-mail or SKU"
  end

  def line_item_summary(order)
    items = order.line_items.first(3).map { |li| "#{li.quantity}× #{li.sku}" }
    more = order.line_items.size - 3
    items << "+#{more} more" if more.positive?
    items.join(", ")
  end

  def cancel_button(order)
    return unless order.cancellable?

    button_to "Cancel order", cancel_order_path(order), method: :post, data: { turbo_confirm: "Cancel #{order.number}?" }
  end
end
