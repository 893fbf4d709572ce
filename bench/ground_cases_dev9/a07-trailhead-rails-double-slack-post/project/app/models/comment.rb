class Comment < ApplicationRecord
  belongs_to :trip_report
  belongs_to :author, class_name: "Member"
  has_many :likes, dependent: :destroy

  validates :body, presence: true, length: { maximum: 2_000 }

  after_create_commit :schedule_moderation
  after_save :notify_channel

  scope :visible, -> { where(flagged: false) }

  def excerpt(limit = 140)
    body.truncate(limit, separator: " ")
  end

  private

  def schedule_moderation
    CommentModerationJob.set(wait: 30.seconds).perform_later(id)
  end

  def notify_channel
    return if flagged?

    SlackPostJob.perform_later(
      channel: trip_report.slack_channel,
      text: "💬 #{author.display_name} on *#{trip_report.title}*: #{excerpt}"
    )
  end
end
