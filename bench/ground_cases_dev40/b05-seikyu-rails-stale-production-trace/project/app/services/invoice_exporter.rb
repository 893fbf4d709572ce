# frozen_string_literal: true

require "csv"

# Builds the monthly invoice CSV that accounting imports into freee.
class InvoiceExporter
  HEADERS = %w[請求番号 請求日 支払期限 顧客コード 顧客名 請求先担当者 小計 消費税 合計 ステータス].freeze
  # Excel (Windows) needs a BOM to read UTF-8 CSV.
  BOM = "\uFEFF"
  STATUS_LABELS = {
    "draft" => "下書き",
    "issued" => "発行済",
    "paid" => "入金済",
    "void" => "無効"
  }.freeze

  def self.call(scope, month:)
    new(scope, month: month).to_csv
  end

  def initialize(scope, month:)
    @scope = scope
    @month = month
  end

  def to_csv
    CSV.generate(+BOM, headers: HEADERS, write_headers: true) do |csv|
      rows.each { |row| csv << row }
    end
  end

  def filename
    "invoices-#{@month.strftime('%Y%m')}.csv"
  end

  private

  def invoices
    @scope.where(issued_on: @month.all_month)
          .includes(:customer, :billing_contact)
          .order(:issued_on, :number)
  end

  def rows
    invoices.map { |invoice| row_for(invoice) }
  end

  def row_for(invoice)
    [
      invoice.number,
      invoice.issued_on.iso8601,
      invoice.due_on&.iso8601,
      invoice.customer.code,
      invoice.customer.name,
      invoice.billing_contact.name,
      *amounts(invoice),
      STATUS_LABELS.fetch(invoice.status)
    ]
  end

  def amounts(invoice)
    [invoice.subtotal, invoice.tax, invoice.total].map { |amount| yen(amount) }
  end

  def yen(amount)
    amount.to_i.to_s
  end
end
