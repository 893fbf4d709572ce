require "rails_helper"

# 2023-10 インボイス制度対応（税率ごとに1回だけ端数処理）

RSpec.describe TaxCalculator do
  Line = Struct.new(:amount, :reduced_rate, keyword_init: true) do
    def reduced_rate?
      reduced_rate
    end
  end

  it "rounds down once per rate" do
    lines = [Line.new(amount: 333, reduced_rate: false), Line.new(amount: 333, reduced_rate: false)]
    expect(described_class.new(lines).totals.standard_tax).to eq(66)
  end

  it "keeps reduced-rate lines at 8%" do
    lines = [Line.new(amount: 1250, reduced_rate: true)]
    totals = described_class.new(lines).totals
    expect(totals.reduced_tax).to eq(100)
    expect(totals.total).to eq(1350)
  end

  it "leaves out a rate with no lines from the breakdown" do
    lines = [Line.new(amount: 1000, reduced_rate: false)]
    rows = described_class.new(lines).breakdown
    expect(rows.size).to eq(1)
    expect(rows.first[:rate]).to eq(BigDecimal("0.10"))
    expect(rows.first[:tax]).to eq(100)
  end
end
