class AddReminderSentAtToShifts < ActiveRecord::Migration[7.1]
  def change
    add_column :shifts, :reminder_sent_at, :datetime
    add_index :shifts, :reminder_sent_at
  end
end
