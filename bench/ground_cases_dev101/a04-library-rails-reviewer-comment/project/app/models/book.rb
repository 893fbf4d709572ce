class Book < ApplicationRecord
  has_many :loans, dependent: :restrict_with_error

  validates :title, presence: true
  validates :isbn, presence: true, uniqueness: true,
                   format: { with: /\A(97[89])?\d{9}[\dX]\z/, message: "is not a valid ISBN" }

  scope :available, -> { where.not(id: Loan.active.select(:book_id)) }
  scope :search, ->(q) { where("title ILIKE :q OR author ILIKE :q", q: "%#{sanitize_sql_like(q)}%") }

  def available?
    loans.active.none?
  end

  def current_loan
    loans.active.order(created_at: :desc).first
  end

  def display_title
    author.present? ? "#{title} (#{author})" : title
  end

  def as_summary
    {
      id: id,
      title: title,
      author: author,
      isbn: isbn,
      available: available?,
    }
  end
end
