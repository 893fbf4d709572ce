# Stripe client configuration. Secrets come from the environment (fly secrets in production).
Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")
Stripe.api_version = ENV.fetch("STRIPE_API_VERSION", "2024-06-20")
Stripe.max_network_retries = 2

Rails.application.configure do
  config.x.stripe.webhook_secret = ENV.fetch("STRIPE_WEBHOOK_SECRET")
  config.x.stripe.webhook_tolerance = 300 # seconds, Stripe's default
end
