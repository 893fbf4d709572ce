class FulfillOrderJob < ApplicationJob
  queue_as :default
  retry_on ActiveRecord::Deadlocked, wait: 5.seconds, attempts: 3

  def perform(order_id, stripe_event_id)
    order = Order.find_by(id: order_id)
    return if order.nil?
    return if order.paid? && order.stripe_event_id == stripe_event_id

    Order.transaction do
      order.lock!
      order.update!(status: "paid", paid_at: Time.current, stripe_event_id: stripe_event_id)
      order.line_items.each { |li| li.variant.decrement!(:stock, li.quantity) }
    end
    OrderMailer.with(order: order).confirmation.deliver_later
  end
end
