require "test_helper"

class InvoiceCreatorTest < ActiveSupport::TestCase
  setup do
    @account = accounts(:studio)
    @customer = customers(:acme)
  end

  test "creates an invoice with line items" do
    result = InvoiceCreator.new(account: @account, params: ActionController::Parameters.new(
      customer_id: @customer.id, currency: "USD",
      line_items: [{ description: "Design", quantity: "2", unit_price: "150.00" }]
    ).permit!).call
    assert result.success?
    assert_equal 30_000, result.invoice.total_cents
    assert_equal 1, result.invoice.line_items.size
  end

  test "fails without line items total" do
    result = InvoiceCreator.new(account: @account, params: ActionController::Parameters.new(
      customer_id: @customer.id, currency: "USD", issued_on: "not-a-date"
    ).permit!).call
    assert_not result.success?
  end
end
