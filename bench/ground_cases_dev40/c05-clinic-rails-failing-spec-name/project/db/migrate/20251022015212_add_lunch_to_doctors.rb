class AddLunchToDoctors < ActiveRecord::Migration[7.2]
  def change
    add_column :doctors, :lunch_start, :time
    add_column :doctors, :lunch_end, :time
  end
end
