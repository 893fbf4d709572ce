require "rails_helper"

RSpec.describe SlotFinder do
  let(:shop) { create(:shop, opens_hour: 11, closes_hour: 14, slot_minutes: 60, seats: 10) }
  let(:date) { Date.new(2026, 11, 20) }

  it "offers every slot of an empty day" do
    times = described_class.new(shop, date).call(party_size: 2)
    expect(times.map { |t| t.strftime("%H:%M") }).to eq(%w[11:00 12:00 13:00])
  end

  it "drops a slot that is full" do
    create(:reservation, shop: shop, starts_at: date.in_time_zone(shop.time_zone).change(hour: 12), party_size: 9)
    times = described_class.new(shop, date).call(party_size: 2)
    expect(times.map { |t| t.strftime("%H:%M") }).to eq(%w[11:00 13:00])
  end

  it "returns nothing on a closed day" do
    allow(shop).to receive(:closed_on?).and_return(true)
    expect(described_class.new(shop, date).call(party_size: 2)).to eq([])
  end
end
