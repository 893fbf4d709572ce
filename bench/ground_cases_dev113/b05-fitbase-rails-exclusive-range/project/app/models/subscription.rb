class Subscription < ApplicationRecord
  PLANS = %w[monthly quarterly annual].freeze

  belongs_to :member
  belongs_to :gym

  validates :plan, inclusion: { in: PLANS }
  validates :starts_on, :ends_on, presence: true
  validate :ends_after_start

  scope :not_cancelled, -> { where(cancelled_at: nil) }
  scope :active, -> { not_cancelled.where(starts_on: ..Date.current, ends_on: Date.current..) }
  scope :expiring_soon, ->(days = 7) { where(ends_on: Date.current...(Date.current + days)) }
  scope :unreminded, -> { where(reminded_at: nil) }

  def days_left
    (ends_on - Date.current).to_i
  end

  def renewable?
    cancelled_at.nil? && days_left <= 30
  end

  def mark_reminded!
    update!(reminded_at: Time.current)
  end

  private

  def ends_after_start
    return if starts_on.blank? || ends_on.blank?

    errors.add(:ends_on, "must be after starts_on") if ends_on <= starts_on
  end
end
