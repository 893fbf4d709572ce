require "test_helper"

class InvoicesControllerTest < ActionDispatch::IntegrationTest
  setup do
    @alice = users(:alice)
    post login_path, params: { email: @alice.email, password: "secret123" }
  end

  test "lists own invoices" do
    get invoices_path
    assert_response :success
    assert_select "tr.invoice", @alice.invoices.count
  end

  test "search by number" do
    get invoices_path(q: "FP2026")
    assert_response :success
  end

  test "search treats % and _ literally" do
    get invoices_path(q: "%")
    assert_response :success
    assert_select "tr.invoice", 0
  end

  test "cannot open someone else's invoice" do
    get invoice_path(invoices(:bobs_first))
    assert_response :not_found
  end
end
