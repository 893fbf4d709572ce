class AddPaymentTermsDaysToCustomers < ActiveRecord::Migration[7.2]
  def change
    add_column :customers, :payment_terms_days, :integer
  end
end
