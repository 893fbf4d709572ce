class AddOpenTasksCountToProjects < ActiveRecord::Migration[7.2]
  def change
    add_column :projects, :open_tasks_count, :integer, null: false, default: 0

    reversible do |dir|
      dir.up do
        execute <<~SQL
          UPDATE projects SET open_tasks_count = (
            SELECT COUNT(*) FROM tasks WHERE tasks.project_id = projects.id AND tasks.completed_at IS NULL
          )
        SQL
      end
    end
  end
end
