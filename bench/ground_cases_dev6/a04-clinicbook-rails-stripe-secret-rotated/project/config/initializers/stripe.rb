Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")
Stripe.api_version = "2024-04-10"

Rails.application.config.x.stripe.webhook_secret = ENV.fetch("STRIPE_WEBHOOK_SECRET")
