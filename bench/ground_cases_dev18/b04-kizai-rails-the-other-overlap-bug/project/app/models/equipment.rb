class Equipment < ApplicationRecord
  has_many :reservations, dependent: :restrict_with_error

  validates :name, presence: true
  validates :asset_tag, presence: true, uniqueness: true

  scope :available, -> { where(retired_at: nil) }

  def display_name
    "#{name} (#{asset_tag})"
  end
end
