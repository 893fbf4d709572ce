require "test_helper"

class ReservationTest < ActiveSupport::TestCase
  setup do
    @camera = equipment(:camera)
    @user = users(:hanako)
  end

  test "ends_at must be after starts_at" do
    r = Reservation.new(equipment: @camera, user: @user, starts_at: 2.days.from_now, ends_at: 1.day.from_now)
    assert_not r.valid?
    assert r.errors[:ends_at].any?
  end

  test "rejects a booking inside an existing one" do
    Reservation.create!(equipment: @camera, user: @user, starts_at: 1.day.from_now, ends_at: 5.days.from_now)
    r = Reservation.new(equipment: @camera, user: @user, starts_at: 2.days.from_now, ends_at: 3.days.from_now)
    assert_not r.valid?
  end

  test "duration_days rounds up" do
    r = Reservation.new(starts_at: Time.zone.parse("2025-01-01 10:00"), ends_at: Time.zone.parse("2025-01-02 11:00"))
    assert_equal 2, r.duration_days
  end
end
