# frozen_string_literal: true

require "spec_helper"

RSpec.describe Billing::TaxCodeBackfill do
  let(:db) { SpecDB.build }
  let(:log) { StringIO.new }
  let(:logger) { Logger.new(log) }

  before do
    db[:customers].import(%i[id name country], [[1, "山田商店", "JP"], [2, "Acme Inc.", "US"], [3, "旧取引先", nil]])
    db[:invoices].import(
      %i[id customer_id number reduced_rate tax_code],
      [[1, 1, "INV-0001", false, nil], [2, 1, "INV-0002", true, nil], [3, 2, "INV-0003", false, nil],
       [4, 3, "INV-0004", false, nil], [5, 1, "INV-0005", false, "JP10"]]
    )
  end

  def codes
    db[:invoices].order(:id).select_map(:tax_code)
  end

  it "fills only NULL tax codes" do
    result = described_class.new(db: db, logger: logger).run
    expect(codes).to eq(["JP10", "JP08", "EXEMPT_EXPORT", nil, "JP10"])
    expect(result.updated).to eq(3)
  end

  it "skips customers without a country and logs them" do
    result = described_class.new(db: db, logger: logger).run
    expect(result.skipped).to eq(1)
    expect(log.string).to include("invoice 4: customer has no country, skipped")
  end

  it "changes nothing in dry-run" do
    described_class.new(db: db, logger: logger, dry_run: true).run
    expect(codes).to eq([nil, nil, nil, nil, "JP10"])
  end

  it "resumes after start_id" do
    described_class.new(db: db, logger: logger).run(start_id: 2)
    expect(codes.first(3)).to eq([nil, nil, "EXEMPT_EXPORT"])
  end
end
