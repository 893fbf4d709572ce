require "rails_helper"

RSpec.describe Subscription do
  let(:account) { Account.create!(name: "Acme", time_zone: "Europe/Berlin", plan_price_cents: 1900) }

  it "advances by the plan length" do
    sub = described_class.create!(account: account, plan: "quarterly", renews_on: Date.new(2025, 1, 31))
    sub.advance!
    expect(sub.renews_on).to eq(Date.new(2025, 4, 30))
  end

  it "picks subscriptions due today" do
    due = described_class.create!(account: account, plan: "monthly", renews_on: Date.current)
    described_class.create!(account: account, plan: "monthly", renews_on: Date.current + 3)
    expect(described_class.due_today).to eq([due])
  end

  it "skips cancelled subscriptions" do
    sub = described_class.create!(account: account, plan: "monthly", renews_on: Date.current)
    sub.cancel!
    expect(described_class.due_today).to be_empty
  end

  it "knows the plan length" do
    sub = described_class.new(plan: "yearly")
    expect(sub.months).to eq(12)
  end
end
