require "csv"
require "bigdecimal"

# Parses one store's sales CSV into attribute hashes for Sale.
# Bad rows are collected with their line number instead of raising.
class SalesCsvParser
  HEADERS = %w[store_code sku sold_on qty unit_price].freeze

  Result = Struct.new(:rows, :errors, keyword_init: true)

  def initialize(io, stores: Store.pluck(:code, :id).to_h)
    @io = io
    @stores = stores
  end

  def parse
    rows = []
    errors = []
    CSV.new(@io, headers: true, skip_blanks: true).each.with_index(2) do |row, line|
      rows << parse_row(row)
    rescue ArgumentError, KeyError => e
      errors << { line: line, error: e.message }
    end
    Result.new(rows: rows, errors: errors)
  end

  private

  def parse_row(row)
    store_id = @stores.fetch(row["store_code"].to_s.strip) { raise KeyError, "unknown store #{row['store_code']}" }
    {
      store_id: store_id,
      sku: row["sku"].to_s.strip.presence || raise(ArgumentError, "sku is blank"),
      sold_on: Time.zone.parse(row["sold_on"].to_s).utc.to_date,
      qty: Integer(row["qty"]),
      unit_price: parse_price(row["unit_price"])
    }
  end

  # "1,299.00", " 59.9 ", "¥1,299" -> BigDecimal; anything else is a bad row
  def parse_price(raw)
    text = raw.to_s.strip.delete(",").delete_prefix("¥")
    raise ArgumentError, "bad unit_price #{raw.inspect}" unless text.match?(/\A\d+(\.\d+)?\z/)
    BigDecimal(text).round(2)
  end
end
