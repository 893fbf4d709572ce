class PointLedger < ApplicationRecord
  belongs_to :user
  belongs_to :order, optional: true

  REASONS = %w[purchase campaign adjustment expire].freeze

  validates :amount, numericality: { other_than: 0 }
  validates :reason, inclusion: { in: REASONS }

  after_create_commit :refresh_user_balance

  private

  def refresh_user_balance
    user.update_column(:point_balance, user.point_ledgers.sum(:amount))
  end
end
