Rails.application.routes.draw do
  namespace :webhooks do
    post "stripe", to: "stripe#create"
  end

  resources :orders, only: %i[index show create]
  get "up" => "rails/health#show", as: :rails_health_check
end
