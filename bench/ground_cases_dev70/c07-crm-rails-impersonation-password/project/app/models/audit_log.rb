class AuditLog < ApplicationRecord
  belongs_to :actor, class_name: "User"
  belongs_to :on_behalf_of, class_name: "User", optional: true
  belongs_to :target, polymorphic: true, optional: true

  validates :action, presence: true

  scope :recent, -> { order(created_at: :desc) }

  def self.for_user(user)
    where(actor: user).or(where(on_behalf_of: user))
  end

  def summary
    who = actor&.name || "系统"
    who += "（代 #{on_behalf_of.name}）" if on_behalf_of
    "#{created_at.strftime('%F %T')} #{who} #{action}"
  end
end
