class WeeklyDigestJob < ApplicationJob
  queue_as :mailers

  # Runs Mondays 07:00 via config/recurring.yml.
  def perform(week_start = Date.current.beginning_of_week)
    week = week_start.all_week
    sent = 0
    Team.active.includes(:members).find_each do |team|
      team.members.digest_recipients.each do |user|
        activity = activity_for(user, week)
        next if activity.empty?

        DigestMailer.weekly(user, activity.to_a, week_start).deliver_later
        sent += 1
      end
    end
    Rails.logger.info("[WeeklyDigestJob] queued #{sent} digests for week of #{week_start}")
  end

  private

  def activity_for(user, week)
    Card.where(board_id: Board.where(team_id: user.team_ids).select(:id), updated_at: week)
        .where.not(updated_by_id: user.id)
        .includes(:board, :updated_by)
        .order(updated_at: :desc)
        .limit(20)
  end
end
