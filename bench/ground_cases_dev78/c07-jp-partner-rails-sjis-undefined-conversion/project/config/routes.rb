Rails.application.routes.draw do
  scope :partner do
    get "exports/orders", to: "exports#orders", as: :partner_orders_export
  end
end
