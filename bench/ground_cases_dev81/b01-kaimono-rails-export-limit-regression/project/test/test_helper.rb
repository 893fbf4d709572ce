ENV["RAILS_ENV"] ||= "test"
require_relative "../config/environment"
require "rails/test_help"
require "csv"

module ActiveSupport
  class TestCase
    parallelize(workers: :number_of_processors)
    fixtures :all
  end
end

module SignInHelper
  def sign_in_as(staff)
    post staff_session_path, params: { email: staff.email, password: "password" }
  end
end

ActionDispatch::IntegrationTest.include(SignInHelper)
