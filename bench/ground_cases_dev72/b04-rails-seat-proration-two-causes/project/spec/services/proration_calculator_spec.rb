require "rails_helper"

RSpec.describe ProrationCalculator do
  let(:subscription) { Subscription.new(plan: "business", seats: 5) }

  it "charges a full period for 30 days" do
    expect(described_class.new(subscription).amount_for(1, 30)).to eq(1_500)
  end

  it "charges half for 15 days" do
    expect(described_class.new(subscription).amount_for(2, 15)).to eq(1_500)
  end
end
