class Post < ApplicationRecord
  belongs_to :author
  has_many :comments, dependent: :destroy
  has_many :taggings, dependent: :destroy
  has_many :tags, through: :taggings

  validates :title, presence: true, length: { maximum: 120 }
  validates :slug, presence: true, uniqueness: true,
                   format: { with: /\A[a-z0-9-]+\z/ }

  scope :published, -> { where(published_at: ..Time.current) }
  scope :drafts, -> { where(published_at: nil) }

  before_validation :generate_slug, on: :create

  def to_param
    slug
  end

  def excerpt(length = 140)
    plain = body.to_s.gsub(/[#*`>\[\]()_-]/, "").squish
    plain.truncate(length)
  end

  def reading_minutes
    # 日本語はだいたい 1 分 500 文字
    [(body.to_s.length / 500.0).ceil, 1].max
  end

  private

  def generate_slug
    return if slug.present?

    base = title.to_s.parameterize.presence || "post"
    self.slug = base
    i = 2
    while Post.exists?(slug: slug)
      self.slug = "#{base}-#{i}"
      i += 1
    end
  end
end
