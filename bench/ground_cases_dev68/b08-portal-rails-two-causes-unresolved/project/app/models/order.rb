class Order < ActiveRecord::Base
  belongs_to :company

  scope :recent, -> { order(ordered_at: :desc) }
end
