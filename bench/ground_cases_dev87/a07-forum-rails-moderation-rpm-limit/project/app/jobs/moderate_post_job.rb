class ModeratePostJob < ApplicationJob
  queue_as :moderation

  retry_on ModerationClient::RateLimited, attempts: 10,
           wait: ->(executions) { (2**executions) + rand(0..3) }

  def perform(post_id)
    post = Post.find(post_id)
    return unless post.pending?

    result = ModerationClient.new.check("#{post.title}\n\n#{post.body}")
    if result.flagged
      post.update!(status: :hidden, moderation_categories: result.categories)
      Rails.logger.info("moderation hidden post=#{post.id} categories=#{result.categories.join(",")}")
    else
      post.update!(status: :published)
    end
  end
end
