require "csv"

# Imports the nightly price list suppliers drop on the SFTP share
# (<drop dir>/<supplier code>/preise_YYYYMMDD.csv). Semicolon separated, German decimals.
class SupplierPriceImporter
  HEADERS = {
    "Artikelnummer" => :supplier_sku,
    "Bezeichnung" => :name,
    "Preis" => :price,
    "VE" => :pack_size,
    "Gültig ab" => :valid_from,
  }.freeze

  Result = Struct.new(:created, :updated, :skipped, :errors, keyword_init: true)

  def initialize(supplier, path, logger: Rails.logger)
    @supplier = supplier
    @path = path
    @logger = logger
  end

  def call
    result = Result.new(created: 0, updated: 0, skipped: 0, errors: [])
    # Supplier files sometimes contain stray non-UTF-8 bytes; drop them instead of aborting the run.
    content = File.read(@path, encoding: "UTF-8").scrub("")
    SupplierPrice.transaction do
      CSV.parse(content, headers: true, col_sep: ";") do |row|
        attrs = map_row(row)
        if attrs[:supplier_sku].blank?
          result.skipped += 1
          next
        end
        price = @supplier.supplier_prices.find_or_initialize_by(supplier_sku: attrs[:supplier_sku])
        created = price.new_record?
        price.assign_attributes(attrs)
        if price.save
          created ? result.created += 1 : result.updated += 1
        else
          result.errors << "#{attrs[:supplier_sku]}: #{price.errors.full_messages.join(', ')}"
        end
      end
    end
    @logger.info("[prices] #{@supplier.code}: #{result.to_h.except(:errors)}")
    result
  end

  private

  def map_row(row)
    HEADERS.each_with_object({}) do |(column, attr), attrs|
      attrs[attr] = row[column]&.strip
    end.tap do |attrs|
      attrs[:price] = parse_price(attrs[:price])
      attrs[:pack_size] = attrs[:pack_size].to_i
      attrs[:valid_from] = parse_date(attrs[:valid_from])
    end
  end

  def parse_price(value)
    value.to_s.delete(".").tr(",", ".").to_d
  end

  def parse_date(value)
    Date.strptime(value, "%d.%m.%Y")
  rescue ArgumentError, TypeError
    Date.current
  end
end
