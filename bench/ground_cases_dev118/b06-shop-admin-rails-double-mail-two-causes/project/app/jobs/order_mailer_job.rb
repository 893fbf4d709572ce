class OrderMailerJob < ApplicationJob
  queue_as :mailers
  retry_on Net::ReadTimeout, StandardError, wait: :polynomially_longer, attempts: 5

  def perform(order_id)
    order = Order.find(order_id)
    return if order.confirmation_sent_at.present?

    OrderMailer.confirmation(order).deliver_now
    order.update!(confirmation_sent_at: Time.current)
  end
end
