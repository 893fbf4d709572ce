require "rails_helper"

RSpec.describe RenewalJob do
  let(:gateway) { instance_double(Billing::Gateway, charge: double(success?: true, reference: "ch_1")) }

  before { allow(Billing::Gateway).to receive(:new).and_return(gateway) }

  it "renews subscriptions that are due" do
    due = create(:subscription, status: :active, current_period_end: Date.new(2026, 11, 1))
    create(:subscription, status: :active, current_period_end: Date.new(2026, 12, 1))

    result = described_class.new.perform(Date.new(2026, 11, 1))

    expect(result).to eq(renewed: 1, failed: 0)
    expect(due.charges.last.status).to eq("paid")
  end

  it "counts failed charges and marks the subscription past_due" do
    allow(gateway).to receive(:charge).and_return(double(success?: false, message: "card_declined"))
    sub = create(:subscription, status: :active, current_period_end: Date.new(2026, 11, 1))

    result = described_class.new.perform(Date.new(2026, 11, 1))

    expect(result).to eq(renewed: 0, failed: 1)
    expect(sub.reload).to be_past_due
  end

  it "leaves cancelled subscriptions alone" do
    create(:subscription, status: :cancelled, current_period_end: Date.new(2026, 10, 1))

    result = described_class.new.perform(Date.new(2026, 11, 1))

    expect(result).to eq(renewed: 0, failed: 0)
  end
end
