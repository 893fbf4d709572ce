# Stripe client configuration.
#
# The secret key comes from the environment in every environment:
#   development: .env (see .env.example)
#   test/CI:     STRIPE_SECRET_KEY from the GitHub Actions secret STRIPE_TEST_KEY
#   production:  Heroku config var
Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY") do
  raise "STRIPE_SECRET_KEY is not set" unless Rails.env.test?

  "sk_test_missing"
end

Stripe.api_version = "2023-10-16"
Stripe.max_network_retries = 2
Stripe.open_timeout = 5
Stripe.read_timeout = 20

Stripe.app_info = {
  name: "billing-hub",
  version: BillingHub::VERSION,
  url: "https://billing.internal.example.com",
}

ActiveSupport::Notifications.subscribe("stripe.request") do |*, payload|
  Rails.logger.debug("[stripe] #{payload[:method]} #{payload[:path]} -> #{payload[:http_status]}")
end
