class Post < ApplicationRecord
  belongs_to :author
  has_many :comments, dependent: :destroy

  scope :published, -> { where.not(published_at: nil) }
  scope :tagged, ->(tag) { where("? = ANY(tags)", tag) }
end
