require "csv"

# Builds the monthly invoice CSV accounting imports into DATEV.
# One row per invoice issued in the previous calendar month.
class MonthlyInvoiceExport
  HEADERS = %w[number issued_on customer vat_id net_amount vat_amount gross_amount currency status].freeze

  def initialize(today: Date.current, scope: Invoice.all)
    @today = today
    @scope = scope
  end

  def filename
    "invoices-#{period_range.first.strftime('%Y-%m')}.csv"
  end

  def to_csv
    CSV.generate(col_sep: ";") do |csv|
      csv << HEADERS
      invoices.find_each do |invoice|
        csv << row(invoice)
      end
    end
  end

  def invoices
    @scope.where(issued_on: period_range).where.not(status: "draft").includes(:customer).order(:number)
  end

  def period_range
    first = Date.new(@today.year, @today.month - 1, 1)
    first..first.end_of_month
  end

  private

  def money(amount)
    format("%.2f", amount).tr(".", ",")
  end

  def row(invoice)
    [
      invoice.number,
      invoice.issued_on.iso8601,
      invoice.customer.name,
      invoice.customer.vat_id,
      money(invoice.net_amount),
      money(invoice.vat_amount),
      money(invoice.gross_amount),
      invoice.currency,
      invoice.status,
    ]
  end
end
