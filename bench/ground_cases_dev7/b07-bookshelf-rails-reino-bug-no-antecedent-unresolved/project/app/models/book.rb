class Book < ApplicationRecord
  has_many :loans, dependent: :restrict_with_error
  has_one :current_loan, -> { where(returned_at: nil) }, class_name: "Loan"

  validates :title, presence: true
  validates :isbn, uniqueness: true, allow_blank: true

  scope :search, ->(q) { q.present? ? where("title ILIKE :q OR author ILIKE :q", q: "%#{sanitize_sql_like(q)}%") : all }

  def available?
    current_loan.nil?
  end
end
