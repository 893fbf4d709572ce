require "test_helper"

class OrderTest < ActiveSupport::TestCase
  setup do
    @customer = customers(:ada)
    @order = Order.create!(number: "SO-10042", customer: @customer, customer_email: "ada@example.com")
  end

  test "search finds by order number" do
    assert_includes Order.search("10042"), @order
  end

  test "search finds by customer email" do
    assert_includes Order.search("ada@"), @order
  end

  test "search treats quotes literally" do
    assert_empty Order.search("' OR 1=1 --")
  end

  test "blank search returns everything" do
    assert_equal Order.count, Order.search("").count
  end

  test "cancellable only while pending or paid" do
    assert @order.cancellable?
    @order.shipped!
    assert_not @order.cancellable?
  end
end
