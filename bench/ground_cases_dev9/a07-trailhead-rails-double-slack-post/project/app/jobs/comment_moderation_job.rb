class CommentModerationJob < ApplicationJob
  queue_as :default

  def perform(comment_id)
    comment = Comment.find_by(id: comment_id)
    return unless comment

    result = Moderation.check(comment.body)
    comment.update!(flagged: result.flagged?, moderation_labels: result.labels, moderated_at: Time.current)
  end
end
