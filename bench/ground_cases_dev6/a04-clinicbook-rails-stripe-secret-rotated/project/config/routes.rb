Rails.application.routes.draw do
  resources :appointments, only: %i[index show new create] do
    post :checkout, on: :member
  end

  namespace :webhooks do
    post "stripe", to: "stripe#create"
  end

  get "up" => "rails/health#show", as: :rails_health_check
  root "appointments#index"
end
