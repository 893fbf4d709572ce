require "rails_helper"

RSpec.describe Sms::ReminderText do
  let(:customer) { build(:customer, name: "Lena Vogt") }
  let(:cleaner) { build(:cleaner, first_name: "Marta") }
  let(:address) { build(:address, street: "Lindenstr. 12") }
  let(:booking) { build(:booking, customer:, cleaner:, address:, starts_at: Time.utc(2026, 1, 15, 9, 0)) }

  it "greets the customer by first name" do
    expect(described_class.new(booking).to_s).to start_with("Hi Lena,")
  end

  it "gives the local start time" do
    expect(described_class.new(booking).to_s).to include("at 10:00")
  end

  it "says tomorrow for next-day bookings" do
    travel_to Time.utc(2026, 1, 14, 12, 0) do
      expect(described_class.new(booking).to_s).to include("comes tomorrow")
    end
  end

  it "fits in one SMS" do
    booking.address.street = "Sehr lange Straße mit einem ungewöhnlich langen Namen 123, Hinterhaus, 3. OG links"
    expect(described_class.new(booking).to_s.length).to be <= 160
  end
end
