Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)
Stripe.api_version = "2024-06-20"

# Network settings for every Stripe call made by the app and the jobs.
Stripe.open_timeout = 5
Stripe.read_timeout = 30
Stripe.max_network_retries = 0
