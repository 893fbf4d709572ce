class Author < ApplicationRecord
  has_many :books, dependent: :restrict_with_error

  validates :name, presence: true, length: { maximum: 100 }

  scope :alphabetical, -> { order(:name) }
end
