class TripReport < ApplicationRecord
  belongs_to :trip
  belongs_to :author, class_name: "Member"
  has_many :comments, dependent: :destroy
  has_many_attached :photos

  validates :title, presence: true

  after_create_commit :announce

  def slack_channel
    trip.region.slack_channel.presence || "#trips-general"
  end

  private

  def announce
    SlackPostJob.perform_later(
      channel: slack_channel,
      text: "🥾 New trip report: *#{title}* by #{author.display_name}"
    )
  end
end
