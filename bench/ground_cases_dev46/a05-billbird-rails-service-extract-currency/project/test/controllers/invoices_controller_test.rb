require "test_helper"

class InvoicesControllerTest < ActionDispatch::IntegrationTest
  setup do
    @user = users(:owner)
    @customer = customers(:acme)
    sign_in @user
  end

  test "create builds line items and total" do
    post invoices_url, params: { invoice: {
      customer_id: @customer.id, currency: "USD",
      line_items: [{ description: "Design", quantity: "2", unit_price: "150.00" }]
    } }, as: :json
    assert_response :created
    body = response.parsed_body
    assert_equal 30_000, body["total_cents"]
    assert_equal "USD", body["currency"]
  end

  test "create falls back to customer currency" do
    @customer.update!(default_currency: "EUR")
    post invoices_url, params: { invoice: {
      customer_id: @customer.id,
      line_items: [{ description: "Hosting", quantity: "1", unit_price: "20.00" }]
    } }, as: :json
    assert_response :created
    assert_equal "EUR", response.parsed_body["currency"]
  end

  test "create rejects unknown customer" do
    assert_raises(ActiveRecord::RecordNotFound) do
      post invoices_url, params: { invoice: { customer_id: 0 } }, as: :json
    end
  end

  test "index lists newest first" do
    get invoices_url, as: :json
    assert_response :success
  end
end
