Rails.application.routes.draw do
  resources :reservations, only: %i[index show create update]

  namespace :twilio do
    post "status", to: "status_callbacks#create", as: :status_callback
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
