require "csv"

# Payout statement for finance: one row per seller for a given month.
class PayoutCsv
  HEADERS = %w[seller iban gross refunds fee net].freeze

  def initialize(month)
    @month = month
  end

  def to_s
    CSV.generate do |csv|
      csv << HEADERS
      Payout.for_month(@month).includes(:seller).order(:seller_id).each do |p|
        csv << [p.seller.display_name, p.seller.bank_account_iban,
                yuan(p.gross_cents), yuan(p.refunds_cents), yuan(p.fee_cents), yuan(p.net_cents)]
      end
    end
  end

  private

  def yuan(cents)
    format("%.2f", BigDecimal(cents) / 100)
  end
end
