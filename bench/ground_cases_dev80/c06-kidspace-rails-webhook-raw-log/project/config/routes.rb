Rails.application.routes.draw do
  resources :payments, only: :create
  post "webhooks/stripe", to: "webhooks#stripe"
  get "up" => "rails/health#show", as: :rails_health_check
end
