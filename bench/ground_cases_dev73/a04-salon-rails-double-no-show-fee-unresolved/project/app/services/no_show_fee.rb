# Charges the no-show fee (50% of the service price) to the card the client left at booking.
class NoShowFee
  class NoCard < StandardError; end

  def initialize(booking)
    @booking = booking
  end

  def charge!
    client = @booking.client
    raise NoCard, "client #{client.id} has no card on file" unless client.card_on_file?

    intent = Stripe::PaymentIntent.create(
      amount: @booking.no_show_fee_cents,
      currency: "eur",
      customer: client.stripe_customer_id,
      payment_method: client.stripe_payment_method_id,
      off_session: true,
      confirm: true,
      description: "No-show fee, booking ##{@booking.id}",
      metadata: { booking_id: @booking.id },
    )
    @booking.update!(no_show_fee_charged_at: Time.current, no_show_fee_intent_id: intent.id)
    intent
  end
end
