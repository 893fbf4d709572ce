# Amount to charge now when seats are added in the middle of a billing period.
class ProrationCalculator
  def initialize(subscription)
    @subscription = subscription
  end

  # days_remaining: whole days from the change to the end of the period
  def amount_for(added_seats, days_remaining)
    (daily_rate * added_seats * days_remaining).round
  end

  def daily_rate
    @subscription.seat_price.to_r / days_in_period
  end

  private

  def days_in_period
    30
  end
end
