class Post < ApplicationRecord
  belongs_to :author, class_name: "User"
  has_many :comments, dependent: :destroy
  has_many_attached :images

  scope :visible, -> { where(deleted_at: nil) }
end
