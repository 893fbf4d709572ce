require "rails_helper"

RSpec.describe Subscription do
  around { |example| travel_to(Time.zone.local(2024, 3, 12, 3, 0)) { example.run } }

  it "renews one month after start for a monthly plan" do
    sub = create(:subscription, plan: "monthly")
    expect(sub.renews_on).to eq(Date.current + 1.month)
  end

  it "has about a month left right after subscribing" do
    sub = create(:subscription)
    expect(sub.days_left).to be_between(28, 31)
  end

  it "is inactive once cancelled" do
    sub = create(:subscription, cancelled_at: Time.current)
    expect(sub).not_to be_active
  end
end
