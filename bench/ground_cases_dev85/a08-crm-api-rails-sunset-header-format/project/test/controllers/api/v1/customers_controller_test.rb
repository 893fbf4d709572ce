require "test_helper"

class Api::V1::CustomersControllerTest < ActionDispatch::IntegrationTest
  setup do
    @client = ApiClient.create!(name: "test", token: "t0k3n")
    @headers = { "Authorization" => "Bearer t0k3n" }
    @customer = Customer.create!(name: "Ada", email: "ada@example.com")
  end

  test "lists customers" do
    get "/api/v1/customers", headers: @headers
    assert_response :success
    assert_equal [@customer.id], response.parsed_body["customers"].map { |c| c["id"] }
  end

  test "shows a customer" do
    get "/api/v1/customers/#{@customer.id}", headers: @headers
    assert_response :success
    assert_equal "Ada", response.parsed_body["name"]
  end

  test "unknown customer is a 404" do
    get "/api/v1/customers/0", headers: @headers
    assert_response :not_found
    assert_equal "not_found", response.parsed_body.dig("error", "code")
  end

  test "responses carry deprecation headers" do
    get "/api/v1/customers", headers: @headers
    assert_equal "true", response.headers["Deprecation"]
    assert response.headers["Sunset"].present?
  end

  test "rejects a customer without email" do
    post "/api/v1/customers", params: { customer: { name: "Bob" } }, headers: @headers, as: :json
    assert_response :unprocessable_entity
  end
end
