class AddMemberEndsOnIndexToMemberships < ActiveRecord::Migration[7.2]
  disable_ddl_transaction!

  def change
    add_index :memberships, [:member_id, :ends_on],
              algorithm: :concurrently,
              if_not_exists: true
  end
end
