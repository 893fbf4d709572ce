require "rails_helper"

RSpec.describe InvoiceNumber do
  let(:account) { create(:account, time_zone: "Asia/Shanghai") }
  let(:now) { Time.zone.parse("2025-11-18 10:00:00 +0800") }

  it "starts at 0001 in a new month" do
    expect(described_class.next_for(account, at: now)).to eq("INV-202511-0001")
  end

  it "counts invoices of the same month" do
    create_list(:invoice, 2, account: account, created_at: now - 1.day)
    expect(described_class.next_for(account, at: now)).to eq("INV-202511-0003")
  end

  it "pads the sequence to four digits" do
    create_list(:invoice, 11, account: account, created_at: now - 2.days)
    expect(described_class.next_for(account, at: now)).to eq("INV-202511-0012")
  end

  it "ignores last month" do
    create(:invoice, account: account, created_at: now - 1.month)
    expect(described_class.next_for(account, at: now)).to eq("INV-202511-0001")
  end

  it "uses the account time zone at the month boundary" do
    late = Time.zone.parse("2025-11-30 17:30:00 UTC") # 01:30 on Dec 1 in Shanghai
    expect(described_class.next_for(account, at: late)).to start_with("INV-202512-")
  end
end
