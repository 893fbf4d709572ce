require "rails_helper"

RSpec.describe DeliverySlot, type: :model do
  let(:slot) do
    DeliverySlot.create!(starts_at: 1.day.from_now.change(hour: 10),
                         ends_at: 1.day.from_now.change(hour: 12),
                         capacity: 3)
  end

  it "counts only active orders as booked" do
    create(:order, delivery_slot: slot, status: "paid")
    create(:order, delivery_slot: slot, status: "cancelled")
    expect(slot.booked_count).to eq(1)
  end

  it "is not full while one place is left" do
    create_list(:order, 2, delivery_slot: slot, status: "paid")
    expect(slot.remaining).to eq(1)
    expect(slot.full?).to be(false)
  end

  it "is full when every place is taken" do
    create_list(:order, 3, delivery_slot: slot, status: "paid")
    expect(slot.full?).to be(true)
  end

  it "is not bookable within 2 hours of start" do
    expect(slot.bookable?(slot.starts_at - 1.hour)).to be(false)
  end
end
