class Comment < ApplicationRecord
  belongs_to :post
  belongs_to :author, class_name: "User"
  has_many_attached :files

  validates :body, presence: true, length: { maximum: 10_000 }

  after_create_commit :notify_watchers

  private

  def notify_watchers
    post.watchers.where.not(id: author_id).find_each do |user|
      next unless user.notify_comments_by_email?

      CommentMailer.new_comment(self, user).deliver_later
    end
  end
end
