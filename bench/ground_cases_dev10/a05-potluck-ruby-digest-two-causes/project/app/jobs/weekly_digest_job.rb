# Sends one user their weekly "new recipes from people you follow" email.
class WeeklyDigestJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 5

  MAX_RECIPES = 12

  def perform(user_id)
    user = User.find_by(id: user_id)
    return if user.nil? || !user.digest_enabled?

    since = user.digest_sent_at || 1.week.ago
    user.update_column(:digest_sent_at, Time.current)

    recipes = NewRecipesQuery.new(user, since: since).call.limit(MAX_RECIPES).to_a
    return if recipes.empty? && user.skip_empty_digest?

    DigestMailer.weekly(user, recipes, since: since).deliver_now
    Rails.logger.info("[digest] user=#{user.id} recipes=#{recipes.size} since=#{since.iso8601}")
  end
end

# Fans out one job per subscribed user, spread over 30 minutes so the SMTP relay is not flooded.
class WeeklyDigestFanoutJob
  include Sidekiq::Job

  SPREAD = 30.minutes

  def perform
    ids = User.where(digest_enabled: true).pluck(:id)
    return if ids.empty?

    step = SPREAD.to_f / ids.size
    ids.each_with_index do |id, i|
      WeeklyDigestJob.perform_in((step * i).seconds, id)
    end
  end
end
