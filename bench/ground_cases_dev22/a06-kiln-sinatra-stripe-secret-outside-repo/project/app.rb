require "sinatra/base"
require "json"
require "stripe"
require_relative "lib/orders"

class ShopApp < Sinatra::Base
  configure do
    set :logging, true
    Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")
  end

  get "/health" do
    content_type :json
    { ok: true }.to_json
  end

  post "/webhooks/stripe" do
    payload = request.body.read
    signature = request.env["HTTP_STRIPE_SIGNATURE"]
    begin
      event = Stripe::Webhook.construct_event(payload, signature, ENV.fetch("STRIPE_WEBHOOK_SECRET"))
    rescue JSON::ParserError
      halt 400, "invalid payload"
    rescue Stripe::SignatureVerificationError => e
      logger.warn("stripe signature verification failed: #{e.message}")
      halt 400, "signature verification failed"
    end

    logger.info("stripe webhook #{event.type} #{event.id}")

    case event.type
    when "checkout.session.completed"
      Orders.mark_paid(event.data.object.client_reference_id, event.data.object.payment_intent)
    when "charge.refunded"
      Orders.mark_refunded(event.data.object.payment_intent)
    end
    status 200
  end
end
