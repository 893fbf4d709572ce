class Task < ApplicationRecord
  belongs_to :project, touch: true
  belongs_to :assignee, class_name: "User", optional: true

  scope :open, -> { where(completed_at: nil) }

  after_commit :refresh_open_tasks_count, on: %i[create update destroy]

  validates :title, presence: true

  def complete!
    update!(completed_at: Time.current)
  end

  private

  def refresh_open_tasks_count
    Project.where(id: project_id).update_all(open_tasks_count: Task.open.where(project_id: project_id).count)
  end
end
