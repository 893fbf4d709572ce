# frozen_string_literal: true

require "rails_helper"

RSpec.describe InvoiceCsvExport do
  let(:account) { create(:account, slug: "acme") }
  let(:customer) { create(:customer, account: account, name: "Globex") }
  let(:from) { Date.new(2025, 10, 1) }
  let(:to) { Date.new(2025, 10, 31) }

  subject(:export) { described_class.new(account, from: from, to: to) }

  it "writes a header row and one row per invoice in the range" do
    create(:invoice, account: account, customer: customer, number: "INV-1", issued_on: Date.new(2025, 10, 3), amount_cents: 12_000)
    create(:invoice, account: account, customer: customer, number: "INV-2", issued_on: Date.new(2025, 11, 2), amount_cents: 5_000)

    rows = CSV.parse(export.to_csv, headers: true)
    expect(rows.map { |r| r["Number"] }).to eq(["INV-1"])
    expect(rows.first["Total"]).to eq("120.00")
  end

  it "names the file after the account and range" do
    expect(export.filename).to eq("invoices-acme-2025-10-01-2025-10-31.csv")
  end
end
