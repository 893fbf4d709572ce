require "rails_helper"

RSpec.describe Invoice, type: :model do
  let(:account) { create(:account) }
  let(:other)   { create(:account) }

  describe "#overdue?" do
    it "is true for a sent invoice past its due date" do
      inv = build(:invoice, status: :sent, due_on: Date.new(2025, 1, 10))
      expect(inv.overdue?(Date.new(2025, 1, 11))).to be true
    end

    it "is false for drafts" do
      inv = build(:invoice, status: :draft, due_on: Date.new(2025, 1, 10))
      expect(inv.overdue?(Date.new(2025, 2, 1))).to be false
    end
  end

  describe ".for_account" do
    it "returns only the account's invoices" do
      a = create(:invoice, account: account, number: "A-1")
      b = create(:invoice, account: account, number: "A-2")
      create(:invoice, account: other, number: "B-1")
      expect(Invoice.for_account(account).pluck(:id)).to eq([a.id, b.id])
    end
  end

  describe ".overdue_summary" do
    it "buckets overdue totals by age" do
      inv = create(:invoice, account: account, status: :sent, due_on: Date.new(2025, 1, 1))
      create(:line_item, invoice: inv, quantity: 2, unit_price_cents: 500)
      summary = Invoice.overdue_summary(account, Date.new(2025, 2, 15))
      expect(summary[:count]).to eq(1)
      expect(summary[:buckets]["31-60"]).to eq(1000)
    end
  end
end
