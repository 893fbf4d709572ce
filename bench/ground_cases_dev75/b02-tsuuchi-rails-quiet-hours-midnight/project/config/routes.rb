Rails.application.routes.draw do
  resources :notifications, only: %i[index update]
  resource :notification_preference, only: %i[show update]

  get "/email/unsubscribe/:token", to: "unsubscribes#show", as: :unsubscribe
  post "/email/unsubscribe/:token", to: "unsubscribes#create"

  get "/up", to: "rails/health#show", as: :rails_health_check
end
