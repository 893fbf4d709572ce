require "csv"

# Monthly CSV of issued invoices for the finance team (uploaded to the shared drive by FinanceExportJob).
class FinanceExport
  HEADERS = %w[number workspace plan issued_on status currency amount_cents].freeze

  def initialize(month)
    @from = month.beginning_of_month
    @to = month.end_of_month
  end

  def to_csv
    CSV.generate(headers: true) do |csv|
      csv << HEADERS
      scope.each do |invoice|
        csv << [
          invoice.number,
          invoice.workspace.name,
          invoice.plan_name,
          invoice.issued_on.iso8601,
          invoice.status,
          invoice.currency,
          invoice.amount_cents,
        ]
      end
    end
  end

  private

  def scope
    Invoice.where(issued_on: @from..@to).where.not(status: :draft).includes(workspace: :plan).order(:number)
  end
end
