class Ticket < ApplicationRecord
  STATUSES = %w[open pending solved closed].freeze

  belongs_to :account
  belongs_to :requester, class_name: "User"
  belongs_to :assignee, class_name: "User", optional: true
  has_many :comments, dependent: :destroy
  has_many :audit_events, as: :subject, dependent: :delete_all

  attr_accessor :changed_by

  after_update :audit_status_change, if: :saved_change_to_status?

  validates :subject, presence: true, length: { maximum: 200 }
  validates :status, inclusion: { in: STATUSES }

  scope :unsolved, -> { where(status: %w[open pending]) }
  scope :stale, ->(since) { unsolved.where("updated_at < ?", since) }

  def solve!(by:)
    update!(status: "solved", solved_at: Time.current, assignee: assignee || by)
  end

  def reopen!
    update!(status: "open", solved_at: nil)
  end

  def overdue?(sla_hours)
    status.in?(%w[open pending]) && created_at < sla_hours.hours.ago
  end

  private

  def audit_status_change
    AuditEvent.record!(subject: self, actor: changed_by || Current.user, action: "status_changed",
                       changeset: { "status" => saved_change_to_status })
  end
end
