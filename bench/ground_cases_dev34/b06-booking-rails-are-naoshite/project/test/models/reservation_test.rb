require "test_helper"

class ReservationTest < ActiveSupport::TestCase
  setup do
    @room = rooms(:small)
    @user = users(:alice)
  end

  def build(from, to)
    Reservation.new(room: @room, user: @user, title: "mtg",
                    starts_at: Time.zone.parse("2025-12-01 #{from}"),
                    ends_at: Time.zone.parse("2025-12-01 #{to}"))
  end

  test "valid reservation" do
    assert build("10:00", "11:00").valid?
  end

  test "end must be after start" do
    assert_not build("11:00", "10:00").valid?
  end

  test "rejects a clash with an existing reservation" do
    build("10:00", "11:00").save!
    r = build("10:30", "11:30")
    assert_not r.valid?
    assert_includes r.errors[:base], "他の予約と重複しています"
  end

  test "cancelled reservations do not clash" do
    build("10:00", "11:00").tap(&:save!).cancel!
    assert build("10:00", "11:00").valid?
  end

  test "outside business hours" do
    assert_not build("07:00", "08:30").valid?
  end
end
