require "rails_helper"

RSpec.describe Subscription do
  let(:account) { create(:account, seats: 5) }

  describe ".due_for_reminder" do
    let!(:today) { create(:subscription, account: account, renews_on: Date.current) }
    let!(:soon) { create(:subscription, account: account, renews_on: 2.days.from_now.to_date) }
    let!(:in_a_week) { create(:subscription, account: account, renews_on: 7.days.from_now.to_date) }
    let!(:later) { create(:subscription, account: account, renews_on: 10.days.from_now.to_date) }

    it "includes only subscriptions renewing exactly 7 days from today" do
      expect(Subscription.due_for_reminder).to contain_exactly(in_a_week)
    end

    it "excludes paused subscriptions" do
      in_a_week.update!(status: "paused")
      expect(Subscription.due_for_reminder).not_to include(in_a_week)
    end
  end

  describe "#renewal_due?" do
    it "is true inside the reminder window" do
      sub = build(:subscription, renews_on: 1.day.from_now.to_date)
      expect(sub.renewal_due?).to be(true)
    end

    it "is false for paused subscriptions" do
      sub = build(:subscription, status: "paused", renews_on: 1.day.from_now.to_date)
      expect(sub.renewal_due?).to be(false)
    end
  end

  describe "#days_until_renewal" do
    it "counts whole days from today" do
      sub = build(:subscription, renews_on: 5.days.from_now.to_date)
      expect(sub.days_until_renewal).to eq(5)
    end
  end
end
