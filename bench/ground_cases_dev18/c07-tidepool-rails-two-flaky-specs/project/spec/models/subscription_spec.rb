require "rails_helper"

RSpec.describe Subscription do
  let(:account) { create(:account) }

  describe ".active" do
    it "excludes cancelled and ended subscriptions" do
      live = create(:subscription, account: account, ends_at: 10.days.from_now)
      create(:subscription, account: account, ends_at: 10.days.from_now, cancelled_at: 1.day.ago)
      create(:subscription, account: account, starts_at: 40.days.ago, ends_at: 1.day.ago)
      expect(described_class.active).to eq([live])
    end
  end

  describe ".expiring_soon" do
    it "returns subscriptions ending in the next 7 days" do
      soon = create(:subscription, account: account, ends_at: 6.days.from_now)
      sooner = create(:subscription, account: account, ends_at: 2.days.from_now)
      create(:subscription, account: account, ends_at: 30.days.from_now)
      expect(described_class.expiring_soon).to eq([soon, sooner])
    end
  end

  describe "#days_left" do
    it "rounds partial days up" do
      sub = build(:subscription, ends_at: 36.hours.from_now)
      expect(sub.days_left).to eq(2)
    end

    it "is zero when cancelled" do
      sub = build(:subscription, ends_at: 5.days.from_now, cancelled_at: Time.current)
      expect(sub.days_left).to eq(0)
    end
  end
end
