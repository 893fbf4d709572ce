class AddIndexOnEventsOccurredOn < ActiveRecord::Migration[7.2]
  disable_ddl_transaction!

  def change
    add_index :events, [:shop_id, :occurred_on], algorithm: :concurrently, if_not_exists: true
  end
end
