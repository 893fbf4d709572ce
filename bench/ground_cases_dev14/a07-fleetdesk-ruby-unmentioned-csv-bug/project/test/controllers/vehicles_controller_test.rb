require "test_helper"

class VehiclesControllerTest < ActionDispatch::IntegrationTest
  setup do
    @user = users(:dispatcher)
    sign_in @user
  end

  test "index lists vehicles of the user's depot" do
    get vehicles_url(depot_id: depots(:kiel).id)
    assert_response :success
    assert_select "tr#vehicle_#{vehicles(:van_one).id}"
    assert_select "tr#vehicle_#{vehicles(:hamburg_truck).id}", count: 0
  end

  test "index filters by status" do
    get vehicles_url(status: "in_workshop")
    assert_response :success
    assert_select "tbody tr", count: 1
  end

  test "update changes the plate" do
    patch vehicle_url(vehicles(:van_one)), params: { vehicle: { plate: "ki ab 123" } }
    assert_redirected_to vehicle_url(vehicles(:van_one))
    assert_equal "KI AB 123", vehicles(:van_one).reload.plate
  end

  test "update rejects a duplicate plate" do
    patch vehicle_url(vehicles(:van_one)), params: { vehicle: { plate: vehicles(:van_two).plate } }
    assert_response :unprocessable_entity
  end
end
