# Runs on the 1st of every month (config/sidekiq.yml) and tells members which of
# their points expire at the end of that month.
class PointExpiryNotifier
  def initialize(today: Date.current, mailer: PointMailer)
    @today = today
    @mailer = mailer
  end

  def call
    sent = 0
    expiring.group_by(&:member_id).each do |member_id, grants|
      member = Member.find(member_id)
      next unless member.email_opt_in?

      @mailer.expiry_notice(member, grants, deadline: deadline).deliver_later
      sent += 1
    end
    Rails.logger.info("[PointExpiryNotifier] #{@today}: notified #{sent} members")
    sent
  end

  private

  def expiring
    PointGrant.unexpired.expiring_in(@today).where("points > used_points").includes(:member)
  end

  def deadline
    @today.next_month.end_of_month
  end
end
