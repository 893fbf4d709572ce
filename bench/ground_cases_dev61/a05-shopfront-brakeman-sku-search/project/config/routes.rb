Rails.application.routes.draw do
  resources :orders, only: %i[index show edit update] do
    post :cancel, on: :member
  end
  resources :customers, only: %i[index show]
  root "orders#index"
end
