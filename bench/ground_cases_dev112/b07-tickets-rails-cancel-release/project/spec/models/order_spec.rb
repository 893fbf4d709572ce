require "rails_helper"

RSpec.describe Order do
  let(:event) { create(:event, starts_at: 5.days.from_now) }
  let(:seat) { create(:seat, event: event, row: "A", number: 1) }
  let(:order) { create(:order, event: event, seats: [seat]) }

  describe "#total_yen" do
    it "sums seat prices" do
      allow(event).to receive(:price_for).and_return(5000)
      expect(order.total_yen).to eq(5000)
    end
  end

  describe "#refundable?" do
    it "is true for a paid order well before the event" do
      order.pay!("ch_1")
      expect(order).to be_refundable
    end

    it "is false when pending" do
      expect(order).not_to be_refundable
    end
  end

  describe "#cancel!" do
    it "marks the order cancelled" do
      order.cancel!
      expect(order.reload).to be_cancelled
      expect(order.cancelled_at).to be_present
    end
  end

  describe "validation" do
    it "rejects seats of another event" do
      other = create(:seat, event: create(:event), row: "B", number: 2)
      expect(build(:order, event: event, seats: [other])).not_to be_valid
    end
  end
end
