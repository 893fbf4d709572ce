# 出荷ウェーブごとのピッキングリストを作る。
class PickListBuilder
  Line = Struct.new(:bin_code, :sku, :name, :lot_number, :quantity, :order_numbers, keyword_init: true)

  def initialize(wave)
    @wave = wave
  end

  def lines
    items = OrderItem.includes(:product, :order, stock_lot: :bin_location)
                     .where(order_id: @wave.order_ids)
    grouped = items.group_by { |item| [ item.sku, item.lot_number, item.bin_code ] }.map do |_key, rows|
      first = rows.first
      Line.new(
        bin_code: first.bin_code,
        sku: first.sku,
        name: first.name,
        lot_number: first.lot_number,
        quantity: rows.sum(&:quantity),
        order_numbers: rows.map { |r| r.order.number }.uniq
      )
    end
    grouped.sort_by(&:bin_code)
  end

  def total_quantity
    lines.sum(&:quantity)
  end
end
