require "rails_helper"

RSpec.describe ReconciliationReport do
  let(:date) { Date.new(2025, 11, 3) }
  let!(:order_a) { create(:order, payment_method: "card", status: :paid, total: 5_000, paid_at: Time.zone.local(2025, 11, 3, 10)) }
  let!(:order_b) { create(:order, payment_method: "card", status: :paid, total: 3_000, paid_at: Time.zone.local(2025, 11, 3, 15)) }
  let!(:order_other_day) { create(:order, payment_method: "card", status: :paid, total: 9_999, paid_at: Time.zone.local(2025, 11, 4, 1)) }
  let!(:order_bank) { create(:order, payment_method: "bank", status: :paid, total: 7_000, paid_at: Time.zone.local(2025, 11, 3, 12)) }
  let!(:charge_a) { create(:balance_transaction, kind: "charge", amount: 5_000, created_at_stripe: Time.zone.local(2025, 11, 3, 10)) }
  let!(:charge_b) { create(:balance_transaction, kind: "charge", amount: 3_000, created_at_stripe: Time.zone.local(2025, 11, 3, 15)) }

  it "matches when every card order has a charge" do
    expect(described_class.new(date)).to be_matched
  end

  it "reports the difference" do
    charge_b.update!(amount: 2_500)
    expect(described_class.new(date).row.diff).to eq(-500)
  end

  it "writes a one-line csv" do
    csv = CSV.parse(described_class.new(date).to_csv)
    expect(csv).to eq([%w[date expected actual diff payout_ids], ["2025-11-03", "8000", "8000", "0", ""]])
  end
end
