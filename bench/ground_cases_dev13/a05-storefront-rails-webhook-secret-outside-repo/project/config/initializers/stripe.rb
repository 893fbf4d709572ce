# frozen_string_literal: true

Rails.configuration.stripe = ActiveSupport::OrderedOptions.new.tap do |stripe|
  stripe.secret_key = ENV.fetch("STRIPE_SECRET_KEY")
  stripe.webhook_secret = ENV.fetch("STRIPE_WEBHOOK_SECRET")
end

Stripe.api_key = Rails.configuration.stripe.secret_key
Stripe.api_version = "2024-06-20"
Stripe.max_network_retries = 2
