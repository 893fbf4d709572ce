Rails.application.routes.draw do
  resources :books
  resources :authors, only: %i[index show]

  get "up" => "rails/health#show", as: :rails_health_check

  root "books#index"
end
