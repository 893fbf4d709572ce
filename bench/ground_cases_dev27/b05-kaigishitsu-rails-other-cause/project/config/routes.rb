Rails.application.routes.draw do
  devise_for :users

  resources :rooms, only: %i[index show] do
    resources :reservations, only: %i[new create]
  end
  resources :reservations, only: %i[index destroy]

  root "reservations#index"
end
