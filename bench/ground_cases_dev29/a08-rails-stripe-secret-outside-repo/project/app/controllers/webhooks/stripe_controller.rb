module Webhooks
  # Receives Stripe events. Stripe retries non-2xx responses for up to three days.
  class StripeController < ActionController::API
    HANDLED = %w[
      checkout.session.completed
      payment_intent.payment_failed
      charge.refunded
    ].freeze

    def create
      event = Stripe::Webhook.construct_event(
        request.raw_post,
        request.headers["Stripe-Signature"],
        Rails.configuration.x.stripe.webhook_secret,
        tolerance: Rails.configuration.x.stripe.webhook_tolerance
      )
    rescue JSON::ParserError => e
      Rails.logger.warn("stripe webhook: bad payload: #{e.message}")
      head :bad_request
    rescue Stripe::SignatureVerificationError => e
      Rails.logger.warn("stripe webhook: #{e.message}")
      Sentry.capture_exception(e)
      head :bad_request
    else
      dispatch(event) if HANDLED.include?(event.type)
      head :ok
    end

    private

    def dispatch(event)
      case event.type
      when "checkout.session.completed"
        FulfillOrderJob.perform_later(event.data.object.client_reference_id, event.id)
      when "payment_intent.payment_failed"
        Order.find_by(payment_intent_id: event.data.object.id)&.payment_failed!
      when "charge.refunded"
        Order.find_by(payment_intent_id: event.data.object.payment_intent)&.refunded!
      end
    end
  end
end
