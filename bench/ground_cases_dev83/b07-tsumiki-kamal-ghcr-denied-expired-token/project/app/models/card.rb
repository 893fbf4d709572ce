class Card < ApplicationRecord
  belongs_to :board, touch: true
  validates :body, presence: true
  before_create { self.position ||= (board.cards.maximum(:position) || 0) + 1 }
end
