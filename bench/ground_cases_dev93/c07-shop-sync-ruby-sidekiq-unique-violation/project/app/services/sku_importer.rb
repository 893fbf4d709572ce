# Writes one warehouse's feed rows into stock_levels.
#
# Feed SKUs are typed by warehouse staff and come with stray spaces and mixed
# case ("ab-1203 ", "Ab-1203"); stock_levels stores them normalised (upper case,
# trimmed) and has a unique index on (sku, warehouse_id).
class SkuImporter
  Result = Struct.new(:created, :updated, :skipped, keyword_init: true)

  def initialize(warehouse)
    @warehouse = warehouse
  end

  def import(rows)
    result = Result.new(created: 0, updated: 0, skipped: 0)
    rows.each do |row|
      if row[:sku].blank?
        result.skipped += 1
        next
      end
      case upsert_level(row)
      when :created then result.created += 1
      when :updated then result.updated += 1
      end
    end
    result
  end

  private

  def upsert_level(row)
    level = StockLevel.find_by(sku: row[:sku], warehouse_id: @warehouse.id)
    if level
      level.update!(quantity: row[:qty].to_i, synced_at: Time.current)
      :updated
    else
      StockLevel.create!(
        sku: normalize_sku(row[:sku]),
        warehouse_id: @warehouse.id,
        quantity: row[:qty].to_i,
        synced_at: Time.current
      )
      :created
    end
  end

  def normalize_sku(raw)
    raw.to_s.strip.upcase
  end
end
