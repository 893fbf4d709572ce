require "csv"

# ピッキングリストを倉庫のハンディ端末用 CSV にする。
class PickListExporter
  HEADERS = %w[棚番 SKU 商品名 ロット 数量 注文番号].freeze

  def initialize(builder)
    @builder = builder
  end

  def to_csv
    CSV.generate(headers: true) do |csv|
      csv << HEADERS
      @builder.lines.each do |line|
        csv << [
          line.bin_code,
          line.sku,
          line.name,
          line.lot_number,
          line.quantity,
          line.order_numbers.join(" ")
        ]
      end
    end
  end

  def filename(wave)
    "picklist_#{wave.code}_#{Time.current.strftime('%Y%m%d%H%M')}.csv"
  end
end
