class Board < ApplicationRecord
  has_many :cards, -> { order(:position) }, dependent: :destroy
  validates :title, presence: true, length: { maximum: 80 }
end
