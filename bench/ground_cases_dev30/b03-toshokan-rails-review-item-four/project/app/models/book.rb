# frozen_string_literal: true

class Book < ApplicationRecord
  has_many :reservations, dependent: :restrict_with_error

  validates :title, presence: true
  validates :isbn, format: { with: /\A\d{13}\z/ }, allow_blank: true
  validates :available_count, numericality: { greater_than_or_equal_to: 0 }

  def available?
    available_count.positive?
  end
end
