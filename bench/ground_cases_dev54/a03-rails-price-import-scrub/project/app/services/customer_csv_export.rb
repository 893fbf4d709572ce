require "csv"

# Weekly customer list for accounting (Excel, semicolon separated).
class CustomerCsvExport
  COLUMNS = %w[Kundennummer Firma Strasse PLZ Ort Land UStId Angelegt].freeze

  def initialize(scope = Customer.active.order(:number))
    @scope = scope
  end

  def to_csv
    CSV.generate(col_sep: ";", force_quotes: true) do |csv|
      csv << COLUMNS
      @scope.find_each do |customer|
        csv << row(customer)
      end
    end
  end

  def write(path)
    File.write(path, to_csv.encode("Windows-1252", invalid: :replace, undef: :replace), mode: "wb")
  end

  private

  def row(customer)
    [
      customer.number,
      customer.company_name,
      customer.street,
      customer.zip,
      customer.city,
      customer.country_code,
      customer.vat_id,
      I18n.l(customer.created_at.to_date, format: "%d.%m.%Y"),
    ]
  end
end
