# One row per number range and year; locked while a number is drawn so two requests
# can never get the same number and no number is skipped.
class NumberSequence < ApplicationRecord
  validates :scope, presence: true
  validates :year, numericality: { only_integer: true }
  validates :last_value, numericality: { greater_than_or_equal_to: 0 }
end
