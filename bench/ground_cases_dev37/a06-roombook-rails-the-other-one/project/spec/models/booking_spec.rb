require "rails_helper"

RSpec.describe Booking do
  let(:room) { create(:room, nightly_rate_cents: 9_000) }

  it "requires check-out after check-in" do
    booking = build(:booking, room: room, check_in: Date.new(2025, 3, 5), check_out: Date.new(2025, 3, 5))
    expect(booking).not_to be_valid
    expect(booking.errors[:check_out]).to include("must be after check-in")
  end

  it "counts the nights of a stay" do
    booking = build(:booking, room: room, check_in: Date.new(2025, 3, 3), check_out: Date.new(2025, 3, 5))
    expect(booking.nights).to eq 3
  end

  it "computes the total on save" do
    booking = create(:booking, room: room, check_in: Date.new(2025, 3, 3), check_out: Date.new(2025, 3, 4))
    expect(booking.total_cents).to eq 18_000
  end

  it "rejects an overlapping booking" do
    create(:booking, room: room, check_in: Date.new(2025, 3, 3), check_out: Date.new(2025, 3, 6))
    other = build(:booking, room: room, check_in: Date.new(2025, 3, 5), check_out: Date.new(2025, 3, 8))
    expect(other).not_to be_valid
  end
end
