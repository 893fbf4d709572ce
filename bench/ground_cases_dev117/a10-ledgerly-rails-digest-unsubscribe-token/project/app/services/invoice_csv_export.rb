# frozen_string_literal: true

require "csv"

# Builds the invoice CSV that account owners download from Billing > Export.
class InvoiceCsvExport
  HEADERS = ["Number", "Issued on", "Customer", "Status", "Total", "Currency"].freeze

  def initialize(account, from:, to:)
    @account = account
    @from = from
    @to = to
  end

  def to_csv
    CSV.generate(headers: HEADERS, write_headers: true) do |csv|
      invoices.find_each do |invoice|
        csv << row_for(invoice)
      end
    end
  end

  def filename
    "invoices-#{@account.slug}-#{@from.iso8601}-#{@to.iso8601}.csv"
  end

  private

  def invoices
    @account.invoices.includes(:customer).where(issued_on: @from..@to).order(:issued_on, :number)
  end

  def row_for(invoice)
    [
      invoice.number,
      invoice.issued_on.iso8601,
      invoice.customer.name,
      invoice.status,
      format_money(invoice.amount_cents - invoice.refunded_cents.to_i),
      invoice.currency.upcase,
    ]
  end

  def format_money(cents)
    format("%.2f", cents / 100.0)
  end
end
