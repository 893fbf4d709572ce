class Like < ApplicationRecord
  belongs_to :comment, counter_cache: true
  belongs_to :member

  validates :member_id, uniqueness: { scope: :comment_id }
end
