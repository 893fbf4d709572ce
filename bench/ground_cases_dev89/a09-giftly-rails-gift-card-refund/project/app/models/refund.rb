class Refund < ApplicationRecord
  belongs_to :order
  belongs_to :created_by, class_name: "User"

  validates :amount_cents, numericality: { greater_than: 0 }
  validates :reason, presence: true
end
