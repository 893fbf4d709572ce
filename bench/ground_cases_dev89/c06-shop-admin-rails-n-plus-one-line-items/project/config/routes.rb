Rails.application.routes.draw do
  resources :orders, only: %i[index show]
  get "exports/orders", to: "exports#orders", as: :orders_export
  root "orders#index"
end
