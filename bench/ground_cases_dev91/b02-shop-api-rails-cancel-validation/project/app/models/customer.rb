class Customer < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true

  def display_name
    name.presence || email
  end
end
