module Billing
  # When a trial that starts now ends. Trials end at the end of the day in the
  # account's zone, so a trial never ends in the middle of someone's workday.
  module TrialCalculator
    DEFAULT_TRIAL_DAYS = 14

    module_function

    def trial_days
      raw = ENV.fetch("TRIAL_DAYS", nil)
      return DEFAULT_TRIAL_DAYS if raw.blank?

      days = Integer(raw, 10)
      raise ArgumentError, "TRIAL_DAYS must be between 1 and 90, got #{days}" unless days.between?(1, 90)

      days
    end

    def trial_end_for(started_at, zone: Time.zone)
      started_at.in_time_zone(zone).to_date.advance(days: trial_days).in_time_zone(zone).end_of_day
    end

    def days_left(account, now: Time.current)
      return 0 unless account.trial_ends_at

      ((account.trial_ends_at - now) / 1.day).ceil.clamp(0, trial_days)
    end

    def ending_soon?(account, now: Time.current, within: 3)
      account.trial? && days_left(account, now: now).between?(1, within)
    end

    def describe(account)
      return "no trial" unless account.trial?

      "#{days_left(account)} of #{trial_days} trial days left"
    end
  end
end
