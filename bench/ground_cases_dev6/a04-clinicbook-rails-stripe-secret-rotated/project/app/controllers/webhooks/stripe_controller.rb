module Webhooks
  class StripeController < ActionController::API
    HANDLED = %w[checkout.session.completed checkout.session.expired charge.refunded].freeze

    def create
      payload = request.body.read
      signature = request.headers["Stripe-Signature"]

      event = Stripe::Webhook.construct_event(payload, signature, webhook_secret)

      if HANDLED.include?(event.type)
        StripeEventJob.perform_later(event.id, event.type, event.data.object.to_hash)
      end
      head :ok
    rescue JSON::ParserError
      head :bad_request
    rescue Stripe::SignatureVerificationError => e
      Rails.logger.warn("[stripe] signature verification failed: #{e.message}")
      head :bad_request
    end

    private

    def webhook_secret
      Rails.application.config.x.stripe.webhook_secret
    end
  end
end
