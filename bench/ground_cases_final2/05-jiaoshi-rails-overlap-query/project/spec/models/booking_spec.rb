require "rails_helper"

RSpec.describe Booking do
  let(:room) { create(:room) }
  let(:day) { Time.zone.parse("2025-06-10") }

  def book(from, to)
    create(:booking, room: room, starts_at: day + from.hours, ends_at: day + to.hours)
  end

  describe "#overlapping?" do
    it "detects a booking fully inside another" do
      book(9, 12)
      expect(build(:booking, room: room, starts_at: day + 8.hours, ends_at: day + 13.hours).overlapping?).to be true
    end

    it "detects a booking that starts inside another" do
      book(9, 11)
      b2 = build(:booking, room: room, starts_at: day + 10.hours, ends_at: day + 12.hours)
      expect(b2.overlapping?).to be true
    end

    it "allows back-to-back bookings" do
      book(9, 10)
      expect(build(:booking, room: room, starts_at: day + 10.hours, ends_at: day + 11.hours).overlapping?).to be false
    end
  end
end
