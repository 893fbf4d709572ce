require "rails_helper"

RSpec.describe OrderCsvParser do
  def parse(body)
    header = "注文番号,注文日時,商品コード,税抜金額,消費税,税込金額,ステータス\n"
    described_class.new(StringIO.new(header + body)).parse
  end

  it "reads a paid order" do
    result = parse(%(A-1,2025/09/30 23:10,P-7,"12,000",1200,"13,200",入金済\n))
    expect(result.errors).to be_empty
    expect(result.rows.first).to include(external_id: "A-1", status: "paid", amount_gross: BigDecimal("13200"))
  end

  it "reports an unknown status with the line number" do
    result = parse("A-2,2025/09/30 10:00,P-7,1000,100,1100,保留\n")
    expect(result.errors).to eq(["2行目: key not found: \"保留\""])
  end

  it "accepts full-width digits, commas and the yen sign" do
    result = parse(%(A-4,2025/09/30 10:00,P-7,"１１，２００","￥１，１２０","￥１２，３２０",入金済\n))
    expect(result.errors).to be_empty
    expect(result.rows.first).to include(amount_net: BigDecimal("11200"), tax: BigDecimal("1120"), amount_gross: BigDecimal("12320"))
  end

  it "parses the time in Tokyo" do
    result = parse("A-3,2025/10/01 00:30,P-1,1000,100,1100,入金済\n")
    expect(result.rows.first[:ordered_at].utc.iso8601).to eq("2025-09-30T15:30:00Z")
  end
end
