Rails.application.routes.draw do
  namespace :admin do
    resources :orders, only: %i[index show update] do
      post :refund, on: :member
    end
    resources :customers, only: %i[index show]
    root "orders#index"
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
