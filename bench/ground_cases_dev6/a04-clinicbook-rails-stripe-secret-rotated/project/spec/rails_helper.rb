require "spec_helper"
ENV["RAILS_ENV"] ||= "test"
ENV["STRIPE_SECRET_KEY"] ||= "sk_test_dummy"
ENV["STRIPE_WEBHOOK_SECRET"] ||= "whsec_test_secret"
require_relative "../config/environment"
require "rspec/rails"

RSpec.configure do |config|
  config.use_transactional_fixtures = true
  config.infer_spec_type_from_file_location!
end
