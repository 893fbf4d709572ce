Rails.application.routes.draw do
  get "/healthz", to: proc { [200, {}, ["ok"]] }

  namespace :api do
    namespace :v1 do
      resources :orders, only: %i[index show]
      resources :inventory_items, only: %i[index update], path: "inventory"
      resources :shipments, only: %i[create show]
    end
  end
end
