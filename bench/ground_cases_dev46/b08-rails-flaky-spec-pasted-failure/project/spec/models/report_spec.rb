require "rails_helper"

RSpec.describe Report do
  let(:month) { Date.new(2025, 10, 1) }
  let(:report) { described_class.new(month) }

  def order_for(customer, cents, paid_at: month + 3.days)
    create(:order, customer: customer, total_cents: cents, status: :paid, paid_at: paid_at)
  end

  describe "#revenue_cents" do
    it "sums paid orders in the month only" do
      c = create(:customer)
      order_for(c, 1_000)
      order_for(c, 2_500)
      order_for(c, 9_999, paid_at: month - 1.day)
      expect(report.revenue_cents).to eq(3_500)
    end
  end

  describe "#to_csv" do
    it "writes a header and one summary row" do
      c = create(:customer)
      order_for(c, 1_000)
      order_for(c, 3_000)
      expect(report.to_csv).to eq("month,revenue_yen,orders,average_yen\n2025-10,40,2,20\n")
    end
  end

  describe "#top_customers" do
    it "returns the top 3 by revenue, ties broken by name" do
      chiba = create(:customer, name: "Chiba")
      baba = create(:customer, name: "Baba")
      aoki = create(:customer, name: "Aoki")
      create(:customer, name: "Doi").tap { |d| order_for(d, 100) }
      order_for(baba, 5_000)
      order_for(aoki, 5_000)
      order_for(chiba, 3_000)

      expect(report.top_customers.map(&:name)).to eq(%w[Aoki Baba Chiba])
    end
  end
end
