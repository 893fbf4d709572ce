class Invoice < ApplicationRecord
  STATUSES = %w[draft issued paid void].freeze

  belongs_to :customer, class_name: "User"

  validates :number, presence: true, uniqueness: true
  validates :amount, numericality: { greater_than: 0 }
  validates :status, inclusion: { in: STATUSES }

  scope :unpaid, -> { where(status: "issued") }

  def overdue?(today = Date.current)
    status == "issued" && due_on.present? && due_on < today
  end
end
