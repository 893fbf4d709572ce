class Account < ApplicationRecord
  PLANS = %w[trial free starter pro].freeze

  has_many :users, dependent: :destroy
  has_many :api_calls, dependent: :delete_all
  has_many :usage_days, class_name: "UsageDaily", dependent: :delete_all

  validates :name, presence: true
  validates :plan, inclusion: { in: PLANS }

  before_validation :set_trial_end, on: :create

  # Accounts whose trial end has passed and who have not been told yet.
  scope :trial_ended, -> { where(trial_ends_at: ..Time.current).where(trial_end_notified_at: nil) }
  scope :paying, -> { where(plan: %w[starter pro]) }

  def owner
    users.find_by(role: "owner")
  end

  def trial?
    plan == "trial"
  end

  def downgrade_to_free!
    update!(plan: "free", downgraded_at: Time.current)
  end

  private

  def set_trial_end
    self.plan ||= "trial"
    self.trial_ends_at ||= Billing::TrialCalculator.trial_end_for(Time.current) if trial?
  end
end
