# Runs on the 3rd of each month for the previous month (cron in config/sidekiq.yml).
class MonthlyPayoutJob
  include Sidekiq::Job

  def perform(month_iso = nil)
    month = month_iso ? Date.iso8601(month_iso) : Date.current.prev_month
    Seller.payable.find_each do |seller|
      result = PayoutCalculator.for_month(seller, month).call
      next if result.net_cents <= 0

      Payout.create!(
        seller: seller,
        period_start: result.period.begin.to_date,
        period_end: (result.period.end - 1).to_date,
        gross_cents: result.gross_cents,
        refunds_cents: result.refunds_cents,
        fee_cents: result.fee_cents,
        net_cents: result.net_cents,
      )
    end
  end
end
