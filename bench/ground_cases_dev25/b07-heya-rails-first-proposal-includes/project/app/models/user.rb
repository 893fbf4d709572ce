class User < ApplicationRecord
  belongs_to :department, optional: true
  has_many :reservations, dependent: :destroy

  validates :name, presence: true
  validates :email, presence: true, uniqueness: { case_sensitive: false }
end
