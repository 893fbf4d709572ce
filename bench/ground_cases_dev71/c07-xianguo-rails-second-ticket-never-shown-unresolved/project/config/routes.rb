Rails.application.routes.draw do
  resources :delivery_slots, only: [:index] do
    post :book, on: :member
  end

  namespace :admin do
    resources :slots, only: [:index, :update]
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
