# Sends customer-facing mail for order events. Runs inline for now;
# move to a Sidekiq job once delivery volume grows.
class OrderNotifier
  def initialize(order, mailer: OrderMailer)
    @order = order
    @mailer = mailer
  end

  def deliver_shipped
    return if @order.tracking_number.blank?

    @mailer.shipped(@order, recipient).deliver_later
    log("shipped")
  end

  def deliver_cancelled
    @mailer.cancelled(@order, @order.customer.email).deliver_later
    log("cancelled")
  end

  private

  def recipient
    @order.guest? ? @order.guest_email : @order.customer.email
  end

  def log(event)
    Rails.logger.info("[OrderNotifier] order=#{@order.number} event=#{event}")
  end
end
