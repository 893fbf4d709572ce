require "rails_helper"

RSpec.describe RefundIssuer do
  let(:staff) { create(:user, :staff) }
  let(:order) { create(:order, status: :paid, total_cents: 5_000) }

  it "creates a pending refund and enqueues the sync" do
    expect { described_class.new(order, staff).call(amount_cents: 1_000, reason: "damaged") }
      .to have_enqueued_job(RefundSyncJob)
    expect(order.refunds.last).to have_attributes(amount_cents: 1_000, state: "pending")
  end

  it "marks the order refunded when everything is paid back" do
    described_class.new(order, staff).call(amount_cents: 5_000, reason: "lost parcel")
    expect(order.reload).to be_refunded
  end

  it "refuses more than the order total" do
    expect { described_class.new(order, staff).call(amount_cents: 5_001, reason: "x") }
      .to raise_error(RefundIssuer::ExceedsPaid)
  end

  it "refuses pending orders" do
    order.update!(status: :pending)
    expect { described_class.new(order, staff).call(amount_cents: 100, reason: "x") }
      .to raise_error(RefundIssuer::NotRefundable)
  end
end
