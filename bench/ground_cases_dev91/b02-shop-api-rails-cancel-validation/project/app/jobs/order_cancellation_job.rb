class OrderCancellationJob < ApplicationJob
  queue_as :default

  def perform(order_id, reason: nil)
    order = Order.find(order_id)
    Orders::Cancel.new(order, reason: reason).call
  end
end
