class Account < ApplicationRecord
  TRIAL_DAYS = 14

  belongs_to :plan
  has_many :users, dependent: :destroy
  has_many :invoices, dependent: :destroy

  validates :name, presence: true

  scope :trialing, -> { where(subscribed_at: nil).where("created_at > ?", TRIAL_DAYS.days.ago) }

  def trial_ends_at
    created_at + TRIAL_DAYS.days
  end

  def trialing?
    subscribed_at.nil? && Time.current < trial_ends_at
  end

  def trial_days_left
    return 0 unless trialing?

    ((trial_ends_at - Time.current) / 1.day).ceil
  end

  def subscribed?
    subscribed_at.present?
  end

  def current_period_start
    return nil unless subscribed?

    months = ((Time.current.year * 12 + Time.current.month) - (subscribed_at.year * 12 + subscribed_at.month))
    subscribed_at.to_date >> months
  end

  def current_period_end
    start = current_period_start
    start && (start >> 1) - 1
  end
end
