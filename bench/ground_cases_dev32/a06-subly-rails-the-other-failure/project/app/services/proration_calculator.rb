# Works out what a customer pays when they switch plans in the middle of a
# billing period: a credit for the unused part of the old plan and a charge for
# the rest of the period on the new one. All amounts are integer cents.
class ProrationCalculator
  attr_reader :subscription, :new_plan, :at

  def initialize(subscription, new_plan, at: Time.current)
    @subscription = subscription
    @new_plan = new_plan
    @at = at
  end

  def credit_cents
    return 0 if remaining_days <= 0

    old_price_cents * (remaining_days / period_days)
  end

  def charge_cents
    return 0 if remaining_days <= 0

    new_plan.price_cents * remaining_days / period_days
  end

  # What goes on the upgrade invoice; downgrades never produce a refund here,
  # the difference is kept as account balance by BalanceLedger.
  def amount_cents
    [charge_cents - credit_cents, 0].max
  end

  def balance_cents
    [credit_cents - charge_cents, 0].max
  end

  private

  def old_price_cents
    subscription.plan.price_cents
  end

  def remaining_days
    (subscription.current_period_end.to_date - at.to_date).to_i
  end

  def period_days
    subscription.days_in_period
  end
end
