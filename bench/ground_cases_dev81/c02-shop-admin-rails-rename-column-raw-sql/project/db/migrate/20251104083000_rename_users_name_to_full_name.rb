class RenameUsersNameToFullName < ActiveRecord::Migration[7.2]
  def change
    rename_column :users, :name, :full_name
  end
end
