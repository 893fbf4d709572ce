class OrderSerializer
  def initialize(order)
    @order = order
  end

  def as_json(*)
    {
      id: @order.id,
      order_no: @order.order_no,
      status: @order.status,
      buyer_name: @order.user.display_name,
      amount: format("%.2f", @order.amount),
      created_at: @order.created_at.iso8601,
      items: @order.items.map { |i| { sku: i.sku, name: i.name, qty: i.qty } }
    }
  end

  def self.collection(orders)
    orders.map { |o| new(o).as_json }
  end
end
