class Refund < ApplicationRecord
  belongs_to :order
  belongs_to :created_by, class_name: "User"

  STATES = %w[pending succeeded failed].freeze

  validates :amount_cents, numericality: { only_integer: true, greater_than: 0 }
  validates :state, inclusion: { in: STATES }
  validates :reason, presence: true

  scope :recent, -> { order(created_at: :desc) }
  scope :stuck, -> { where(state: "pending").where(created_at: ...3.days.ago) }
end
