# POST /webhooks/stripe
#
# Verifies the signature, records each event id once (Stripe retries deliveries until it
# gets a 2xx) and hands the event to StripeEventHandler.
module Webhooks
  class StripeController < ActionController::API
    def create
      event = Stripe::Webhook.construct_event(
        request.raw_post,
        request.headers["Stripe-Signature"],
        Rails.application.credentials.dig(:stripe, :webhook_secret)
      )
    rescue JSON::ParserError, Stripe::SignatureVerificationError => e
      Rails.logger.warn("[stripe] rejected webhook: #{e.class}")
      head :bad_request
    else
      if StripeWebhookEvent.exists?(stripe_event_id: event.id)
        head :ok
        return
      end

      result = StripeEventHandler.call(event)
      StripeWebhookEvent.create!(stripe_event_id: event.id, event_type: event.type, result: result)
      head :ok
    end

    private

    def log_context
      { request_id: request.request_id, stripe_signature_present: request.headers["Stripe-Signature"].present? }
    end
  end
end
