module Billing
  class Renewal
    def initialize(subscription, today: Date.current)
      @subscription = subscription
      @today = today
    end

    def call
      return unless @subscription.active?

      period_end = @subscription.current_period_end
      next_end = @subscription.monthly? ? period_end.next_month : period_end.next_year
      @subscription.update!(current_period_start: period_end, current_period_end: next_end)
      next_end
    end
  end
end
