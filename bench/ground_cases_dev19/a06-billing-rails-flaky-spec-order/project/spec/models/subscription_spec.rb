require "rails_helper"

RSpec.describe Subscription do
  let(:account) { create(:account) }

  describe ".active" do
    it "returns trialing and active subscriptions" do
      older = create(:subscription, account: account, state: "active", created_at: 2.days.ago)
      newer = create(:subscription, account: account, state: "trialing")
      create(:subscription, account: account, state: "canceled")

      expect(Subscription.active.pluck(:id)).to eq([older.id, newer.id])
    end
  end

  describe ".due_for_renewal" do
    it "includes subscriptions renewing today or earlier" do
      due = create(:subscription, account: account, renews_on: Time.zone.today)
      create(:subscription, account: account, renews_on: Time.zone.today + 3)

      expect(Subscription.due_for_renewal).to contain_exactly(due)
    end
  end

  describe "#renew!" do
    it "issues an invoice and moves renews_on a month ahead" do
      sub = create(:subscription, account: account, seats: 3, plan: "team", renews_on: Date.new(2025, 1, 31))

      expect { sub.renew!(today: Date.new(2025, 1, 31)) }.to change(sub.invoices, :count).by(1)
      expect(sub.reload.renews_on).to eq(Date.new(2025, 2, 28))
    end
  end

  describe "#trial_days_left" do
    it "is zero once the trial is over" do
      sub = build(:subscription, state: "trialing", trial_ends_on: Date.new(2025, 3, 1))

      expect(sub.trial_days_left(today: Date.new(2025, 3, 5))).to eq(0)
    end
  end
end
