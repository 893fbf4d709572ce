# Works out what a subscription is charged at renewal.
class RenewalPricing
  YEARLY_DISCOUNT = 0.2

  def initialize(subscription)
    @subscription = subscription
  end

  def price_cents
    monthly = @subscription.plan.monthly_price_cents
    case interval_for(@subscription)
    when "month" then monthly
    when "year" then (monthly * 12 * (1 - YEARLY_DISCOUNT)).round
    else raise ArgumentError, "unknown interval"
    end
  end

  def next_renewal_date(from = @subscription.renews_on)
    interval_for(@subscription) == "year" ? from.next_year : from.next_month
  end

  def description
    plan_name = @subscription.plan.name
    interval_for(@subscription) == "year" ? "#{plan_name} (yearly)" : "#{plan_name} (monthly)"
  end

  private

  # A pending switch takes effect at the renewal it was requested before.
  def interval_for(subscription)
    subscription.interval || subscription.pending_interval
  end
end
