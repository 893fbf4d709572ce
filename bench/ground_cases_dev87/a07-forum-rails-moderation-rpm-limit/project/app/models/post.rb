class Post < ApplicationRecord
  belongs_to :author, class_name: "User"

  enum :status, { pending: 0, published: 1, hidden: 2 }

  validates :title, presence: true, length: { maximum: 120 }
  validates :body, presence: true, length: { maximum: 20_000 }

  after_create_commit -> { ModeratePostJob.perform_later(id) }

  scope :visible, -> { where(status: :published) }
end
