require "rails_helper"

RSpec.describe DailyPointGrantJob do
  let(:user) { create(:user) }

  before do
    allow_any_instance_of(described_class).to receive(:notify)
  end

  it "grants points for yesterday's completed orders" do
    order = create(:order, user:, total: 12_000, shipping_fee: 0, status: :completed,
                           created_at: 1.day.ago, completed_at: 1.day.ago)

    described_class.new.perform

    expect(order.reload.point_ledger.amount).to eq(120)
  end

  it "skips orders that are not completed" do
    create(:order, user:, total: 5_000, status: :shipped, created_at: 1.day.ago)

    expect { described_class.new.perform }.not_to change(PointLedger, :count)
  end

  it "uses the campaign rate" do
    create(:campaign, starts_on: 2.days.ago, ends_on: Date.current)
    order = create(:order, user:, total: 10_000, shipping_fee: 0, status: :completed,
                           created_at: 1.day.ago, completed_at: 1.day.ago)

    described_class.new.perform

    expect(order.reload.point_ledger.amount).to eq(500)
  end
end
