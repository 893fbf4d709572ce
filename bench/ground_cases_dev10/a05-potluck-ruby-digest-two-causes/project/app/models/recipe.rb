class Recipe < ApplicationRecord
  belongs_to :author, class_name: "User"
  has_many :ingredients, -> { order(:position) }, dependent: :destroy
  has_one_attached :cover_image

  enum :status, { draft: 0, published: 1, archived: 2 }

  validates :title, presence: true, length: { maximum: 120 }
  validates :servings, numericality: { only_integer: true, greater_than: 0 }, allow_nil: true

  before_save :stamp_published_at, if: -> { status_changed? && published? }

  scope :recent, -> { order(created_at: :desc) }

  def publish!
    update!(status: :published)
  end

  def total_minutes
    [prep_minutes, cook_minutes].compact.sum
  end

  def to_param
    "#{id}-#{title.parameterize}"
  end

  private

  def stamp_published_at
    self.published_at ||= Time.current
  end
end
