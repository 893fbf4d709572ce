class ChargeOrderJob
  include Sidekiq::Job
  sidekiq_options queue: :payments, retry: 5

  sidekiq_retry_in do |count, _exception|
    (count + 1) * 10 # 10s, 20s, 30s ...
  end

  def perform(order_id)
    order = Order.find(order_id)
    return if order.paid?

    customer = order.customer
    intent = Stripe::PaymentIntent.create(
      amount: order.total_cents,
      currency: order.currency,
      customer: customer.stripe_customer_id,
      payment_method: customer.default_payment_method_id,
      off_session: true,
      confirm: true,
      metadata: { order_number: order.number }
    )

    if intent.status == "succeeded"
      order.mark_paid!(intent.id)
      OrderMailer.with(order: order).receipt.deliver_later
    else
      order.mark_failed!(intent.status)
    end
  rescue Stripe::CardError => e
    order.mark_failed!(e.code)
  end
end
