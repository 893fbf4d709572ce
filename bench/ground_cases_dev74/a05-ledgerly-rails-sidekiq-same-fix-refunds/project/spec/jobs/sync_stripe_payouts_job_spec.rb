require "rails_helper"

RSpec.describe SyncStripePayoutsJob do
  let(:payout) do
    Stripe::Payout.construct_from(id: "po_1", amount: 125_00, currency: "eur", status: "paid",
                                  arrival_date: Time.utc(2025, 11, 3).to_i)
  end

  before do
    list = double(auto_paging_each: nil)
    allow(list).to receive(:auto_paging_each).and_yield(payout)
    allow(Stripe::Payout).to receive(:list).and_return(list)
  end

  it "stores the payout and books it" do
    described_class.new.perform
    expect(Payout.find_by(stripe_id: "po_1").amount_cents).to eq(125_00)
    expect(LedgerEntry.where(kind: "payout", source_id: "po_1").count).to eq(1)
  end

  it "is idempotent when the same payout comes around again" do
    2.times { described_class.new.perform }
    expect(Payout.where(stripe_id: "po_1").count).to eq(1)
    expect(LedgerEntry.where(kind: "payout", source_id: "po_1").count).to eq(1)
  end

  it "advances the cursor" do
    described_class.new.perform
    expect(StripeCursor.for("payouts").last_id).to be_nil
  end
end
