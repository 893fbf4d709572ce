class Feedback < ApplicationRecord
  belongs_to :question

  validates :rating, inclusion: { in: [-1, 1] }
  validates :comment, length: { maximum: 1000 }
end
