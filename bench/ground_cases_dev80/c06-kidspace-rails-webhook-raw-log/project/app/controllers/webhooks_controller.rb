class WebhooksController < ApplicationController
  skip_before_action :authenticate!

  def stripe
    Rails.logger.info("stripe webhook received: #{request.raw_post}")
    event = Stripe::Webhook.construct_event(
      request.raw_post,
      request.headers["Stripe-Signature"],
      Rails.application.credentials.dig(:stripe, :webhook_secret)
    )
    case event.type
    when "payment_intent.succeeded"
      Enrollment.find_by(payment_intent_id: event.data.object.id)&.update!(status: "confirmed")
    when "payment_intent.payment_failed"
      Enrollment.find_by(payment_intent_id: event.data.object.id)&.update!(status: "failed")
    end
    head :ok
  rescue JSON::ParserError, Stripe::SignatureVerificationError => e
    Rails.logger.warn("stripe webhook rejected: #{e.class}: #{e.message}")
    head :bad_request
  end
end
