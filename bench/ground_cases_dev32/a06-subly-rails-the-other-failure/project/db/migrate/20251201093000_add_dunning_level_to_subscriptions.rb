class AddDunningLevelToSubscriptions < ActiveRecord::Migration[7.2]
  def change
    add_column :subscriptions, :dunning_level, :integer, default: 0, null: false
  end
end
