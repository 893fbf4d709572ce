# frozen_string_literal: true

require "rails_helper"

RSpec.describe InvoiceExporter do
  let(:month) { Date.new(2025, 10, 1) }
  let(:customer) { create(:customer, code: "C001", name: "株式会社ミナト") }
  let(:contact) { create(:contact, customer: customer, name: "高橋") }

  before do
    create(:invoice, customer: customer, billing_contact: contact, issued_on: Date.new(2025, 10, 31),
                     number: "INV-202510-0001", status: "issued", lines: [build(:invoice_line, amount: 12_000)])
    create(:invoice, customer: customer, billing_contact: contact, issued_on: Date.new(2025, 9, 30),
                     number: "INV-202509-0042", status: "paid")
  end

  it "exports only the month's invoices" do
    csv = CSV.parse(described_class.call(Invoice.all, month: month), headers: true)
    expect(csv.map { |r| r["請求番号"] }).to eq(["INV-202510-0001"])
  end

  it "writes yen amounts and the status label" do
    row = CSV.parse(described_class.call(Invoice.all, month: month), headers: true).first
    expect(row.to_h).to include("小計" => "12000", "消費税" => "1200", "合計" => "13200", "ステータス" => "発行済")
  end

  it "adds the due date after the issue date" do
    Invoice.find_by!(number: "INV-202510-0001").update!(due_on: Date.new(2025, 11, 30))
    csv = CSV.parse(described_class.call(Invoice.all, month: month).delete_prefix("\uFEFF"), headers: true)
    expect(csv.headers[1, 2]).to eq(%w[請求日 支払期限])
    expect(csv.first["支払期限"]).to eq("2025-11-30")
  end

  it "starts with a BOM for Excel" do
    expect(described_class.call(Invoice.all, month: month)).to start_with("\uFEFF")
  end

  it "names the file after the month" do
    expect(described_class.new(Invoice.all, month: month).filename).to eq("invoices-202510.csv")
  end
end
