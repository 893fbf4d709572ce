class WeeklyDigestJob < ApplicationJob
  queue_as :low

  def perform
    User.where(digest_opt_in: true).find_each do |user|
      items = user.notebooks.updated_since(1.week.ago).limit(20).to_a
      next if items.empty?

      UserMailer.with(user: user, items: items).weekly_digest.deliver_later
    end
  end
end
