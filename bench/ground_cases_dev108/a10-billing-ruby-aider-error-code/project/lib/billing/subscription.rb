# frozen_string_literal: true

require "date"
require_relative "plan"

module Billing
  class Subscription
    attr_reader :id, :customer_id, :plan, :started_on, :anchor_day, :status
    attr_accessor :last_renewed_on

    def initialize(id:, customer_id:, plan:, started_on:, last_renewed_on: nil, status: :active)
      @id = id
      @customer_id = customer_id
      @plan = plan
      @started_on = started_on
      @anchor_day = started_on.day
      @last_renewed_on = last_renewed_on
      @status = status
    end

    def active?
      status == :active
    end

    def paused?
      status == :paused
    end

    def pause!
      raise ArgumentError, "subscription #{id} is #{status}" unless active?

      @status = :paused
    end

    def resume!
      raise ArgumentError, "subscription #{id} is not paused" unless paused?

      @status = :active
    end

    # The date of the next charge: same day of month as the start, every interval.
    def next_renewal_on
      base = last_renewed_on || started_on
      target = base.month + plan.interval_months
      year = base.year + (target - 1) / 12
      month = (target - 1) % 12 + 1
      Date.new(year, month, anchor_day)
    rescue Date::Error
      base + 30 * plan.interval_months
    end

    def due?(today = Date.today)
      active? && next_renewal_on <= today
    end

    def renew!(on: Date.today)
      self.last_renewed_on = on
    end
  end
end
