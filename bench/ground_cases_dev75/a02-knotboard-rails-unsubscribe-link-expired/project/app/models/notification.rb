class Notification < ApplicationRecord
  belongs_to :recipient, class_name: "User"
  belongs_to :actor, class_name: "User", optional: true
  belongs_to :board, optional: true

  enum :kind, { mention: 0, comment: 1, assignment: 2, due_soon: 3 }

  scope :unread, -> { where(read_at: nil) }
  scope :recent_first, -> { order(created_at: :desc) }

  def summary
    case kind
    when "mention" then "#{actor&.display_name} mentioned you on #{board&.name}"
    when "comment" then "#{actor&.display_name} commented on #{board&.name}"
    when "assignment" then "#{actor&.display_name} assigned you a card on #{board&.name}"
    else "A card on #{board&.name} is due soon"
    end
  end
end
