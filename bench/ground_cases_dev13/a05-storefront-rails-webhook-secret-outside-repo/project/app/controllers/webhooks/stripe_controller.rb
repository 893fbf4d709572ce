# frozen_string_literal: true

module Webhooks
  # Receives Stripe events. Stripe retries for three days on anything but a 2xx,
  # so we answer 200 as soon as the event is verified and do the work in a job.
  class StripeController < ActionController::API
    HANDLED = %w[
      checkout.session.completed
      charge.refunded
      charge.dispute.created
    ].freeze

    def create
      event = Stripe::Webhook.construct_event(
        request.raw_post,
        request.headers["Stripe-Signature"],
        Rails.configuration.stripe.webhook_secret
      )
    rescue JSON::ParserError
      head :bad_request
    rescue Stripe::SignatureVerificationError => e
      Rails.logger.warn("Stripe webhook rejected: #{e.message}")
      head :bad_request
    else
      if HANDLED.include?(event.type)
        StripeEventJob.perform_later(event.id, event.type, event.data.object.to_hash)
      else
        Rails.logger.info("Stripe event #{event.type} ignored")
      end
      head :ok
    end
  end
end
