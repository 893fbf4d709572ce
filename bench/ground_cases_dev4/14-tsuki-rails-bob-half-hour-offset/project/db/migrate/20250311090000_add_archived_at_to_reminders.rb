class AddArchivedAtToReminders < ActiveRecord::Migration[7.2]
  def change
    add_column :reminders, :archived_at, :datetime
    add_index :reminders, [:user_id, :archived_at]
  end
end
