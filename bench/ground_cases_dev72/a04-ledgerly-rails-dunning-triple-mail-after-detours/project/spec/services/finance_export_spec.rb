require "rails_helper"

RSpec.describe FinanceExport do
  let(:month) { Date.new(2025, 10, 1) }

  it "lists issued invoices of the month, without drafts" do
    ws = create(:workspace, name: "Brightline")
    create(:invoice, workspace: ws, number: "INV-0042", issued_on: Date.new(2025, 10, 3), amount_cents: 4900)
    create(:invoice, workspace: ws, number: "INV-0043", issued_on: Date.new(2025, 10, 9), status: :draft)

    rows = CSV.parse(described_class.new(month).to_csv, headers: true)

    expect(rows.map { |r| r["number"] }).to eq(["INV-0042"])
    expect(rows.first["workspace"]).to eq("Brightline")
  end
end
