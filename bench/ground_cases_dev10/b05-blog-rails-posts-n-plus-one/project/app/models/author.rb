class Author < ApplicationRecord
  has_many :posts, dependent: :restrict_with_error
  has_one_attached :avatar

  validates :name, presence: true
  validates :handle, presence: true, uniqueness: true

  def display_name
    "#{name} (@#{handle})"
  end
end
