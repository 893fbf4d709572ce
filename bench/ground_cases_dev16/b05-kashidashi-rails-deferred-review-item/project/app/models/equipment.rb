class Equipment < ApplicationRecord
  has_many :loans, dependent: :restrict_with_error

  enum :status, { available: 0, lent: 1, repairing: 2, retired: 3 }

  validates :name, presence: true
  validates :asset_tag, presence: true, uniqueness: true

  scope :lendable, -> { available.order(:name) }

  def current_loan
    loans.active.order(created_at: :desc).first
  end

  def lend_to!(user, due_on:)
    transaction do
      loan = loans.create!(user: user, due_on: due_on)
      update!(status: :lent)
      loan
    end
  end

  def display_name
    "#{name}（#{asset_tag}）"
  end

  def to_s
    display_name
  end
end
