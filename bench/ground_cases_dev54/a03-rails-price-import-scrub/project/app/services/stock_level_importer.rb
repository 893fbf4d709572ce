require "csv"

# Stock levels from the warehouse system (exported by their cron at 02:30).
# The WMS writes UTF-8 with a BOM, comma separated.
class StockLevelImporter
  Result = Struct.new(:updated, :unknown, keyword_init: true)

  def initialize(path, logger: Rails.logger)
    @path = path
    @logger = logger
  end

  def call
    result = Result.new(updated: 0, unknown: [])
    CSV.foreach(@path, headers: true, col_sep: ",", encoding: "bom|utf-8") do |row|
      article = Article.find_by(sku: row["sku"])
      if article.nil?
        result.unknown << row["sku"]
        next
      end
      article.update_columns(
        stock_on_hand: row["on_hand"].to_i,
        stock_reserved: row["reserved"].to_i,
        stock_updated_at: Time.current
      )
      result.updated += 1
    end
    @logger.info("[stock] updated=#{result.updated} unknown=#{result.unknown.size}")
    result
  end

  def self.latest_file(dir = Rails.configuration.x.supplier_drop_dir)
    Dir[File.join(dir, "WMS", "stock_*.csv")].max
  end
end
