class Payment < ApplicationRecord
  belongs_to :appointment

  STATUSES = %w[pending paid expired refunded].freeze
  validates :status, inclusion: { in: STATUSES }
  validates :stripe_session_id, presence: true, uniqueness: true
end
