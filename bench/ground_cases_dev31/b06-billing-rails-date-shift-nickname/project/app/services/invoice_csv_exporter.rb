require "csv"

# 経理向けの請求書CSV（Shift_JIS変換は経理側のExcelマクロで行う）
class InvoiceCsvExporter
  HEADERS = %w[請求番号 顧客コード 顧客名 発行日 支払期限 金額 入金済 残高 ステータス].freeze
  DATE_FORMAT = "%Y/%m/%d".freeze

  def initialize(scope)
    @scope = scope
  end

  def call
    CSV.generate(force_quotes: true) do |csv|
      csv << HEADERS
      @scope.includes(:customer, :payments).find_each do |invoice|
        csv << row_for(invoice)
      end
    end
  end

  private

  def row_for(invoice)
    [
      invoice.number,
      invoice.customer.code,
      invoice.customer.name,
      invoice.issued_at&.utc&.to_date&.strftime(DATE_FORMAT),
      invoice.due_on&.strftime(DATE_FORMAT),
      invoice.total_amount,
      invoice.paid_amount,
      invoice.balance,
      I18n.t("invoice.status.#{invoice.status}")
    ]
  end
end
