require "rails_helper"

RSpec.describe Booking, type: :model do
  let(:room) { Room.create!(name: "Blau", capacity: 8) }
  let(:user) { User.create!(email: "a@example.com", password: "secret123") }

  it "computes the duration in minutes" do
    b = Booking.new(room: room, user: user, starts_at: Time.zone.parse("2025-11-10 09:00"),
                    ends_at: Time.zone.parse("2025-11-10 10:30"), guests: 3)
    expect(b.duration_minutes).to eq(90)
  end

  it "detects overlaps" do
    a = Booking.new(starts_at: Time.zone.parse("2025-11-10 09:00"), ends_at: Time.zone.parse("2025-11-10 10:00"))
    b = Booking.new(starts_at: Time.zone.parse("2025-11-10 09:30"), ends_at: Time.zone.parse("2025-11-10 11:00"))
    expect(a.overlaps?(b)).to be(true)
  end

  it "rejects an end before the start" do
    b = Booking.new(room: room, user: user, starts_at: Time.zone.parse("2025-11-10 10:00"),
                    ends_at: Time.zone.parse("2025-11-10 09:00"), guests: 2)
    expect(b).not_to be_valid
    expect(b.errors[:ends_at]).to be_present
  end
end
