require "test_helper"

module Admin
  class OrdersControllerTest < ActionDispatch::IntegrationTest
    setup do
      @shop = shops(:demo)
      @customer = customers(:taro)
      sign_in_as staffs(:admin)
    end

    test "index lists orders newest first" do
      old = create_order(number: "K0000001", created_at: 3.days.ago)
      new = create_order(number: "K0000002", created_at: 1.hour.ago)
      get admin_orders_path
      assert_response :success
      assert_operator response.body.index(new.number), :<, response.body.index(old.number)
    end

    test "index filters by status" do
      create_order(number: "K0000003", status: "paid")
      create_order(number: "K0000004", status: "cancelled")
      get admin_orders_path(status: "paid")
      assert_includes response.body, "K0000003"
      assert_not_includes response.body, "K0000004"
    end

    test "export csv includes all orders" do
      120.times { |i| create_order(number: format("E%07d", i)) }
      get export_admin_orders_path
      assert_response :success
      rows = CSV.parse(response.body, headers: true)
      assert_equal 120, rows.size
    end

    private

    def create_order(number:, status: "paid", created_at: Time.current)
      @shop.orders.create!(customer: @customer, number: number, status: status,
                           total_cents: 1_000_00, created_at: created_at)
    end
  end
end
