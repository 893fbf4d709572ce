class AuditEvent < ApplicationRecord
  belongs_to :account
  belongs_to :actor, class_name: "User"
  belongs_to :subject, polymorphic: true

  validates :action, presence: true

  def self.record!(subject:, actor:, action:, changeset: {})
    create!(
      account_id: subject.account_id,
      actor: actor,
      subject: subject,
      action: action,
      changeset: changeset,
      created_at: Time.current
    )
  end

  def from_status
    changeset.dig("status", 0)
  end

  def to_status
    changeset.dig("status", 1)
  end

  def summary
    "#{actor.email} #{action} #{subject_type}##{subject_id}: #{from_status} -> #{to_status}"
  end
end
