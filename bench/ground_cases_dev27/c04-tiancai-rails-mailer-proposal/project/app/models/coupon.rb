class Coupon < ApplicationRecord
  DURATIONS = %w[once repeating forever].freeze

  has_many :subscriptions, dependent: :nullify

  validates :code, presence: true, uniqueness: { case_sensitive: false }
  validates :duration, inclusion: { in: DURATIONS }
  validates :percent_off, numericality: { in: 1..100, only_integer: true }, allow_nil: true
  validates :amount_off_cents, numericality: { greater_than: 0, only_integer: true }, allow_nil: true
  validate :exactly_one_kind_of_discount

  # Whether the coupon still discounts the next renewal charge.
  def applies_to_renewal?
    case duration
    when "forever" then true
    when "repeating" then periods_remaining.to_i.positive?
    else false # "once": first charge only
    end
  end

  def redeem_once!(_subscription)
    return unless duration == "repeating"

    decrement!(:periods_remaining)
  end

  private

  def exactly_one_kind_of_discount
    return if percent_off.present? ^ amount_off_cents.present?

    errors.add(:base, "set either percent_off or amount_off_cents")
  end
end
