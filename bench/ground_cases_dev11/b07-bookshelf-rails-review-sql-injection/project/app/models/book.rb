class Book < ApplicationRecord
  belongs_to :author

  ISBN13 = /\A97[89]\d{10}\z/

  validates :title, presence: true, length: { maximum: 200 }
  validates :isbn, format: { with: ISBN13, message: "は13桁のISBNで入力してください" }, allow_blank: true
  validates :isbn, uniqueness: true, allow_blank: true

  before_validation :normalize_isbn

  def get_display_title
    published_on ? "#{title}（#{published_on.year}）" : title
  end

  private

  def normalize_isbn
    self.isbn = isbn.to_s.delete("-").strip.presence
  end
end
