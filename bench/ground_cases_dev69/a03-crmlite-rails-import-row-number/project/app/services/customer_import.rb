require "csv"

# Imports customers from the CSV that sales exports from their spreadsheet.
# Columns: email, name, company, phone, country. Existing customers (by email) are updated.
class CustomerImport
  HEADERS = %w[email name company phone country].freeze

  def initialize(io)
    @io = io
  end

  def call
    result = CustomerImportResult.new
    text = @io.read.force_encoding(Encoding::UTF_8).delete_prefix("\uFEFF")
    rows = CSV.parse(text, headers: true, header_converters: :downcase, col_sep: separator(text))
    rows.each.with_index(1) do |row, line|
      attrs = row.to_h.slice(*HEADERS)
      customer = Customer.find_or_initialize_by(email: attrs["email"].to_s.strip.downcase)
      new_record = customer.new_record?
      customer.assign_attributes(attrs)
      unless customer.save
        result.add_error(line: line, messages: customer.errors.full_messages)
        next
      end

      new_record ? result.created! : result.updated!
    end
    result
  end

  private

  # German/Austrian Excel writes ";" because "," is their decimal separator.
  def separator(text)
    header = text.lines.first.to_s
    header.count(";") > header.count(",") ? ";" : ","
  end
end
