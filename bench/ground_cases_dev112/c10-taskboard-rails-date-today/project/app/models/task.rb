class Task < ApplicationRecord
  belongs_to :user
  belongs_to :project, optional: true

  PRIORITIES = %w[low normal high urgent].freeze

  validates :title, presence: true, length: { maximum: 200 }
  validates :priority, inclusion: { in: PRIORITIES }

  scope :incomplete, -> { where(done: false) }
  scope :due_today, -> { incomplete.where(due_on: Date.today) }
  scope :overdue, -> { incomplete.where("due_on < ?", Date.current) }
  scope :for_user, ->(user) { where(user: user) }
  scope :by_priority, -> { order(Arel.sql("array_position(ARRAY['urgent','high','normal','low'], priority)")) }

  def complete!
    update!(done: true, completed_at: Time.current)
  end

  def urgent?
    priority == "urgent"
  end

  def overdue_days
    return 0 if done? || due_on.nil?

    [(Date.current - due_on).to_i, 0].max
  end

  def to_reminder_line
    "[#{priority}] #{title}"
  end
end
