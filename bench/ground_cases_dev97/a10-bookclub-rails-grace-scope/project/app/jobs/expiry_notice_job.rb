# Runs every morning at 07:00 (config/sidekiq.yml) and tells members whose
# membership ended yesterday that it expired, with a renewal link.
class ExpiryNoticeJob < ApplicationJob
  queue_as :mailers

  def perform(today = Date.current)
    memberships = Membership
      .ended_on(today - 1)
      .not_notified
      .where.not(member_id: Membership.active.select(:member_id))
      .includes(:member)

    memberships.find_each do |membership|
      MembershipMailer.expired(membership).deliver_later
      membership.update_column(:expiry_notified_at, Time.current)
    end

    Rails.logger.info("[ExpiryNoticeJob] #{memberships.size} notices for #{today - 1}")
  end

  private

  def dry_run?
    ENV["EXPIRY_NOTICE_DRY_RUN"] == "1"
  end

  def log_skip(membership, reason)
    Rails.logger.info("[ExpiryNoticeJob] skip membership=#{membership.id} reason=#{reason}")
  end
end
