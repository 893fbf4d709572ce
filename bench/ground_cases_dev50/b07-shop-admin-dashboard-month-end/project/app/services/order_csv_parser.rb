require "csv"

# Parses the order CSV that the shop system exports (Shift_JIS converted to UTF-8 on upload).
class OrderCsvParser
  HEADERS = {
    "注文番号" => :external_id,
    "注文日時" => :ordered_at,
    "商品コード" => :product_code,
    "税抜金額" => :amount_net,
    "消費税" => :tax,
    "税込金額" => :amount_gross,
    "ステータス" => :status
  }.freeze
  STATUSES = { "入金済" => "paid", "未入金" => "pending", "返金" => "refunded" }.freeze

  Result = Struct.new(:rows, :errors)

  def initialize(io)
    @io = io
  end

  def parse
    rows = []
    errors = []
    CSV.new(@io, headers: true).each.with_index(2) do |record, line|
      rows << build(record)
    rescue ArgumentError, KeyError => e
      errors << "#{line}行目: #{e.message}"
    end
    Result.new(rows, errors)
  end

  private

  def build(record)
    attrs = HEADERS.to_h { |label, key| [key, record.fetch(label)] }
    attrs[:ordered_at] = Time.zone.strptime(attrs[:ordered_at], "%Y/%m/%d %H:%M")
    attrs[:status] = STATUSES.fetch(attrs[:status])
    %i[amount_net tax amount_gross].each { |key| attrs[key] = parse_amount(attrs[key]) }
    attrs
  end

  # "１２，３４０" / "￥8,800" / " 1,100 " -> BigDecimal
  def parse_amount(text)
    normalized = text.to_s.unicode_normalize(:nfkc).delete(",¥").strip
    BigDecimal(normalized)
  end
end
