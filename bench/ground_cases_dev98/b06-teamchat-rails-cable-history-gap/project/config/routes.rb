Rails.application.routes.draw do
  devise_for :users

  resources :rooms, only: %i[index show] do
    resources :messages, only: %i[index create]
  end

  get "up" => "rails/health#show", as: :rails_health_check
  root "rooms#index"
end
