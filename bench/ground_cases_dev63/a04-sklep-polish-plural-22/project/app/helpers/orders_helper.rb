module OrdersHelper
  # "We shipped 3 items" in the customer's locale.
  def items_count(order)
    t("order_mailer.shipped.items", count: order.line_items.sum(&:quantity))
  end

  def delivery_line(order)
    t("order_mailer.shipped.delivery", date: l(order.expected_on, format: :long))
  end

  def delivery_window(order)
    return if order.window_from.blank?

    t("order_mailer.shipped.delivery_window",
      from: order.window_from.strftime("%H:%M"),
      to: order.window_to.strftime("%H:%M"))
  end

  def order_total(order)
    number_to_currency(order.total, unit: order.currency_symbol, precision: order.currency_precision)
  end

  def customer_name(order)
    order.shipping_name.presence || order.customer.name
  end

  def tracking_link(order)
    return if order.tracking_number.blank?

    link_to order.tracking_number, "https://track.inpost.pl/#{order.tracking_number}"
  end
end
