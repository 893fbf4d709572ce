require "rails_helper"

RSpec.describe InvoiceNumberer do
  it "starts each year at 1" do
    expect(described_class.next!(date: Date.new(2025, 3, 1))).to eq("RE-2025-00001")
    expect(described_class.next!(date: Date.new(2025, 3, 2))).to eq("RE-2025-00002")
    expect(described_class.next!(date: Date.new(2026, 1, 2))).to eq("RE-2026-00001")
  end

  it "credit notes have their own GS sequence" do
    described_class.next!(date: Date.new(2025, 3, 1))
    expect(described_class.next!(date: Date.new(2025, 3, 1), series: :credit_note)).to eq("GS-2025-00001")
  end

  it "never hands out the same number twice" do
    numbers = Array.new(4) { Thread.new { described_class.next!(date: Date.new(2025, 5, 5)) } }.map(&:value)
    expect(numbers.uniq.size).to eq(4)
  end
end
