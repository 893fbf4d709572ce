require "rails_helper"

RSpec.describe Event do
  let(:shop) { create(:shop) }

  describe "#occurred_on" do
    it "is the JST date of occurred_at" do
      event = create(:event, shop: shop, occurred_at: Time.utc(2025, 11, 20, 16, 30))
      expect(event.occurred_on).to eq(Date.new(2025, 11, 21))
    end

    it "is nil-safe when validation is skipped" do
      event = build(:event, shop: shop, occurred_at: nil)
      event.save(validate: false)
      expect(event.occurred_on).to be_nil
    end
  end

  describe ".daily_counts" do
    it "groups by day and kind" do
      create(:event, shop: shop, kind: "purchase", occurred_at: Time.zone.local(2025, 11, 21, 9))
      create(:event, shop: shop, kind: "purchase", occurred_at: Time.zone.local(2025, 11, 21, 23))
      create(:event, shop: shop, kind: "refund", occurred_at: Time.zone.local(2025, 11, 22, 1))
      counts = Event.daily_counts(shop, from: Date.new(2025, 11, 21), to: Date.new(2025, 11, 22))
      expect(counts).to eq(
        [Date.new(2025, 11, 21), "purchase"] => 2,
        [Date.new(2025, 11, 22), "refund"] => 1,
      )
    end
  end
end
