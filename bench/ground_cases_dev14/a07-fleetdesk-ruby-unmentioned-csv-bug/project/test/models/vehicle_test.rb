require "test_helper"

class VehicleTest < ActiveSupport::TestCase
  test "normalizes the plate" do
    v = Vehicle.new(plate: " ki  ab 123 ", depot: depots(:kiel), next_inspection_on: 1.year.from_now)
    v.validate
    assert_equal "KI AB 123", v.plate
  end

  test "retired vehicles are never overdue" do
    v = vehicles(:old_truck)
    v.next_inspection_on = 1.month.ago
    assert_not v.inspection_overdue?
  end

  test "unassigned only returns active vehicles without a driver" do
    assert_includes Vehicle.unassigned, vehicles(:van_two)
    assert_not_includes Vehicle.unassigned, vehicles(:old_truck)
  end

  test "inspection_due_within excludes overdue and far-off vehicles" do
    today = Date.new(2025, 11, 12)
    due = Vehicle.create!(plate: "KI D 1", depot: depots(:kiel), next_inspection_on: today + 10.days)
    Vehicle.create!(plate: "KI D 2", depot: depots(:kiel), next_inspection_on: today - 1.day)
    Vehicle.create!(plate: "KI D 3", depot: depots(:kiel), next_inspection_on: today + 45.days)
    assert_equal [due], Vehicle.inspection_due_within(30, today: today).where(plate: ["KI D 1", "KI D 2", "KI D 3"]).to_a
  end

  test "display name includes make and year" do
    v = Vehicle.new(plate: "KI X 1", make: "Ford", model: "Transit", year: 2021)
    assert_equal "KI X 1 · Ford Transit (2021)", v.display_name
  end
end
