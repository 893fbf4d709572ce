# frozen_string_literal: true

require "rails_helper"

RSpec.describe Settlement::CsvExporter do
  it "writes one row per entry with the currency last" do
    dir = Dir.mktmpdir
    entries = { 7 => [{ kind: "payment", reference: "P1", gross_cents: 10_000, fee_cents: 60,
                         net_cents: 9_940, currency: "HKD" }] }
    path = described_class.new(Date.new(2025, 3, 10), dir: dir).write(entries)
    rows = CSV.read(path)
    expect(rows[0]).to eq(%w[merchant_id kind reference gross fee net currency])
    expect(rows[1]).to eq(%w[7 payment P1 100.00 0.60 99.40 HKD])
  end
end
