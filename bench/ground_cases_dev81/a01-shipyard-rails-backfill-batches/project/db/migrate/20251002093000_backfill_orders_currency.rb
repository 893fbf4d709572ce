class BackfillOrdersCurrency < ActiveRecord::Migration[7.1]
  disable_ddl_transaction!

  class MigrationOrder < ApplicationRecord
    self.table_name = "orders"
  end

  def up
    MigrationOrder.where(currency: nil).update_all(<<~SQL.squish)
      currency = (SELECT accounts.default_currency FROM accounts WHERE accounts.id = orders.account_id)
    SQL
  end

  def down
    # data only, nothing to undo
  end
end
