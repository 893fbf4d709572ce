module Billing
  # How much to charge (or credit) when an account switches plan mid-period.
  class Proration
    attr_reader :account, :new_plan

    def initialize(account, new_plan)
      @account = account
      @new_plan = new_plan
    end

    def amount
      period_start = account.current_period_start
      period_end = account.current_period_end
      return 0 if period_start.nil? || period_end.nil?

      days_in_period = (period_end - period_start).to_i + 1
      days_left = (period_end - Date.today).to_i + 1
      return 0 if days_left <= 0

      old_daily = account.plan.daily_price_cents(days_in_period)
      new_daily = new_plan.daily_price_cents(days_in_period)
      ((new_daily - old_daily) * days_left).round
    end

    def credit?
      amount.negative?
    end

    def days_left
      period_end = account.current_period_end
      return 0 if period_end.nil?

      [(period_end - Time.zone.today).to_i + 1, 0].max
    end

    def description
      verb = credit? ? "退还" : "补缴"
      "#{verb} #{format('%.2f', amount.abs / 100.0)} 元（#{account.plan.name} → #{new_plan.name}）"
    end
  end
end
