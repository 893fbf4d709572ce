require "csv"

class ReconciliationReport
  Row = Struct.new(:date, :expected, :actual, :diff, keyword_init: true)

  def initialize(date)
    @date = date
  end

  def row
    Row.new(date: @date, expected: expected_amount, actual: actual_amount, diff: actual_amount - expected_amount)
  end

  def matched?
    row.diff.zero?
  end

  # What Stripe should have settled for the day: card orders paid that day, gross.
  def expected_amount
    from = @date.in_time_zone.beginning_of_day
    Order.card.where(status: %i[paid refunded partially_refunded]).paid_between(from, from + 1.day).sum(:total)
  end

  # What Stripe actually recorded: charges and refunds created that day, gross.
  def actual_amount
    from = @date.in_time_zone.beginning_of_day
    BalanceTransaction.where(kind: %w[charge refund]).created_between(from, from + 1.day).sum(:amount)
  end

  def payout_ids
    from = @date.in_time_zone.beginning_of_day
    BalanceTransaction.where(kind: %w[charge refund]).created_between(from, from + 1.day)
                      .joins(:payout).distinct.pluck("payouts.stripe_id")
  end

  def to_csv
    r = row
    CSV.generate do |csv|
      csv << %w[date expected actual diff payout_ids]
      csv << [r.date.iso8601, r.expected, r.actual, r.diff, payout_ids.join(" ")]
    end
  end
end
