class NotifySubscribersJob < ApplicationJob
  queue_as :mailers
  retry_on Net::SMTPServerBusy, wait: :polynomially_longer, attempts: 5
  discard_on ActiveRecord::RecordNotFound

  def perform(article_id)
    article = Article.find(article_id)
    return unless article.published?

    article.author.subscribers.find_each do |subscriber|
      ArticleMailer.with(article: article, subscriber: subscriber).new_article.deliver_later
    end
  end
end
