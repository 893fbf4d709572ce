require "rails_helper"

RSpec.describe Reservation do
  let(:store) { create(:store) }

  describe ".today" do
    it "returns reservations of the current day" do
      travel_to Time.zone.local(2025, 11, 6, 12, 0) do
        today = create(:reservation, store: store, reserved_at: Time.zone.local(2025, 11, 6, 19, 0))
        create(:reservation, store: store, reserved_at: Time.zone.local(2025, 11, 7, 19, 0))
        expect(described_class.today).to contain_exactly(today)
      end
    end
  end

  describe "#cancellable?" do
    it "is false within two hours of the reservation" do
      travel_to Time.zone.local(2025, 11, 6, 17, 30) do
        r = build(:reservation, store: store, reserved_at: Time.zone.local(2025, 11, 6, 19, 0))
        expect(r.cancellable?).to be(false)
      end
    end
  end
end
