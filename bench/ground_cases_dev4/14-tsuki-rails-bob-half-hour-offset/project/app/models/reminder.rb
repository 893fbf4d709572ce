class Reminder < ApplicationRecord
  belongs_to :user
  scope :active, -> { where(archived_at: nil) }
end
