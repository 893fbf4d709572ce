Rails.application.routes.draw do
  devise_for :users

  resources :invoices do
    member do
      post :send_now
      post :mark_paid
    end
  end

  namespace :billing do
    resource :export, only: [:show, :create]
  end

  get "unsubscribe/:token", to: "unsubscribes#show", as: :unsubscribe
  post "unsubscribe/:token", to: "unsubscribes#create"

  get "up", to: "rails/health#show", as: :rails_health_check
  root "dashboard#show"
end
