Rails.application.routes.draw do
  namespace :twilio do
    post "status", to: "status_callbacks#create"
    post "inbound", to: "inbound_messages#create"
  end

  resources :messages, only: %i[index show create]
  get "up" => "rails/health#show", as: :rails_health_check
end
