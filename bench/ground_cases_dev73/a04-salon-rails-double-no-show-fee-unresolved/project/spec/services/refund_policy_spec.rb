require "rails_helper"

RSpec.describe RefundPolicy do
  let(:starts_at) { Time.zone.parse("2025-10-20 10:00") }
  let(:booking) { build(:booking, starts_at: starts_at, ends_at: starts_at + 1.hour, deposit_cents: 2000) }

  it "refunds nothing inside 24 hours" do
    expect(described_class.new(booking, cancelled_at: starts_at - 5.hours).refund_cents).to eq(0)
  end

  it "refunds everything 48 hours or more before" do
    expect(described_class.new(booking, cancelled_at: starts_at - 72.hours).refund_cents).to eq(2000)
  end

  it "refunds half between 24 and 48 hours" do
    expect(described_class.new(booking, cancelled_at: starts_at - 30.hours).refund_cents).to eq(1000)
  end
end
