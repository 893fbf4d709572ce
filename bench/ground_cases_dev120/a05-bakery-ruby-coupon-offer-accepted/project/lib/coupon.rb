require "date"

# A discount code from the marketing spreadsheet.
class Coupon
  attr_reader :code, :percent, :expires_on, :min_total

  def initialize(code:, percent:, expires_on:, min_total: 0)
    @code = code.upcase
    @percent = percent
    @expires_on = expires_on
    @min_total = min_total
  end

  def self.find(code)
    CATALOG[code.to_s.upcase]
  end

  def expired?(today = Date.today)
    today >= expires_on
  end

  def applies_to?(subtotal, today = Date.today)
    !expired?(today) && subtotal >= min_total
  end

  def discount_for(subtotal)
    (subtotal * percent / 100.0).round(2)
  end

  CATALOG = {
    "WINTER10" => new(code: "WINTER10", percent: 10, expires_on: Date.new(2025, 12, 31)),
    "CROISSANT5" => new(code: "CROISSANT5", percent: 5, expires_on: Date.new(2025, 11, 30), min_total: 15),
  }.freeze
end
