class DedupePayoutsAndIndexStripeId < ActiveRecord::Migration[7.2]
  def up
    execute <<~SQL
      DELETE FROM payouts p
       USING payouts older
       WHERE p.stripe_id = older.stripe_id
         AND p.id > older.id
    SQL
    add_index :payouts, :stripe_id, unique: true
  end

  def down
    remove_index :payouts, :stripe_id
  end
end
