# Sends one user their weekly digest e-mail. Enqueued by DigestScheduler on Monday
# morning in the user's own time zone.
class WeeklyDigestJob < ApplicationJob
  queue_as :mailers

  retry_on Net::ReadTimeout, Net::OpenTimeout, wait: :polynomially_longer, attempts: 5
  discard_on ActiveRecord::RecordNotFound

  def perform(user_id)
    user = User.find(user_id)
    return skip(user, "opted out") unless user.digest_opt_in?
    return skip(user, "suspended") if user.suspended?
    # the scheduler may fire more than once in the digest hour (retries, deploys): one digest a week
    return skip(user, "already sent this week") if user.digest_sent_at&.after?(6.days.ago)

    user.update!(digest_sent_at: Time.current)
    DigestMailer.weekly(user).deliver_later

    Rails.logger.info("[digest] queued weekly digest for user=#{user.id}")
    StatsD.increment("digest.weekly.enqueued")
  end

  private

  def skip(user, reason)
    Rails.logger.info("[digest] skipped user=#{user.id}: #{reason}")
    StatsD.increment("digest.weekly.skipped", tags: ["reason:#{reason.parameterize}"])
    nil
  end
end
