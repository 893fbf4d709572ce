class IndexMembersOnLowerEmail < ActiveRecord::Migration[7.2]
  def change
    remove_index :members, :email, unique: true, name: "index_members_on_email"
    add_index :members, "lower(email)", unique: true, name: "index_members_on_lower_email"
  end
end
