require "rails_helper"

RSpec.describe CapacityChecker do
  let(:restaurant) { Restaurant.create!(name: "老街小馆", seats: 20, seating_minutes: 120) }
  let(:seven_pm) { Time.zone.parse("2024-08-10 19:00") }

  def book(at, size)
    restaurant.reservations.create!(guest_name: "x", guest_email: "x@example.com", party_size: size, starts_at: at)
  end

  it "fits when seats are free" do
    book(seven_pm, 10)
    expect(described_class.new(restaurant).fits?(seven_pm, 8)).to be true
  end

  it "counts parties that are still seated from an earlier start" do
    book(seven_pm, 16)
    expect(described_class.new(restaurant).fits?(seven_pm + 30.minutes, 8)).to be false
  end

  it "does not fit when full" do
    book(seven_pm, 16)
    expect(described_class.new(restaurant).fits?(seven_pm, 8)).to be false
  end
end
