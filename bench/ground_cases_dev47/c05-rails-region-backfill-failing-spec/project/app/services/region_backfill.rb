# Fills customers.region from the first digit of the (US) zip code.
#
# Legacy imports stored zip as an integer, so "02139" arrived as 2139;
# region_for pads it back to five digits before looking at the prefix.
class RegionBackfill
  PREFIX_REGIONS = {
    "0" => "northeast", "1" => "northeast", "2" => "southeast",
    "3" => "southeast", "4" => "midwest",   "5" => "midwest",
    "6" => "central",   "7" => "south",     "8" => "mountain",
    "9" => "west"
  }.freeze

  BATCH_SIZE = 1_000

  def self.region_for(zip)
    return nil if zip.blank?

    PREFIX_REGIONS[zip.to_s[0]]
  end

  def initialize(scope: Customer.where(region: nil), logger: Rails.logger)
    @scope = scope
    @logger = logger
  end

  # One UPDATE per prefix instead of one per row. The padding mirrors
  # region_for: integer-imported zips lost their leading zero.
  PREFIX_SQL = "LEFT(LPAD(regexp_replace(zip, '\\D', '', 'g'), 5, '0'), 1)"

  def call
    updated = 0
    PREFIX_REGIONS.each do |prefix, region|
      count = @scope.where("zip ~ '[0-9]'")
                    .where("#{PREFIX_SQL} = ?", prefix)
                    .update_all(region: region)
      @logger.info("[RegionBackfill] prefix #{prefix} -> #{region}: #{count}")
      updated += count
    end
    @logger.info("[RegionBackfill] updated #{updated} customers")
    updated
  end
end
