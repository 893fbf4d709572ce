class AddReminderIndexToAppointments < ActiveRecord::Migration[7.2]
  disable_ddl_transaction!

  def change
    add_index :appointments, [:reminder_sent_at, :starts_at], algorithm: :concurrently
  end
end
