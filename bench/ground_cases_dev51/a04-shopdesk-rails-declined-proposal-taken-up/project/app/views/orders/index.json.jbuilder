json.orders @orders do |order|
  json.id order.id
  json.number order.display_number
  json.status order.status
  json.cancellable order.cancellable?
  json.customer do
    json.id order.customer.id
    json.name order.customer.name
  end
  json.item_count order.item_count
  json.total order.total.to_s
  json.notes order.notes
  json.cancelled_at order.cancelled_at&.iso8601
  json.created_at order.created_at.iso8601
  json.updated_at order.updated_at.iso8601
  json.links do
    json.self order_url(order, format: :json)
    json.cancel cancel_order_url(order, format: :json) if order.cancellable?
  end
end
json.meta do
  json.page @orders.current_page
  json.per_page @orders.limit_value
  json.total_pages @orders.total_pages
  json.total_count @orders.total_count
end
