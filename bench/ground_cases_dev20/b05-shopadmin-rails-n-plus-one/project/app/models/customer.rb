class Customer < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error
  has_many :addresses, dependent: :destroy

  validates :name, presence: true
  validates :email, presence: true, uniqueness: { case_sensitive: false }

  normalizes :email, with: ->(e) { e.strip.downcase }

  def display_name
    "#{name}(#{email})"
  end
end
