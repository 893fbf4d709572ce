class Article < ApplicationRecord
  belongs_to :author, class_name: "User"
  has_many :subscriptions, through: :author

  validates :title, presence: true, length: { maximum: 200 }
  validates :slug, presence: true, uniqueness: true

  before_validation :set_slug, on: :create

  scope :published, -> { where.not(published_at: nil) }
  scope :drafts, -> { where(published_at: nil) }

  def published?
    published_at.present?
  end

  def publish!
    transaction do
      update!(published_at: Time.current)
      NotifySubscribersJob.perform_later(self)
    end
  end

  def reading_minutes
    (body.to_s.split.size / 220.0).ceil
  end

  private

  def set_slug
    self.slug ||= title.to_s.parameterize
  end
end
