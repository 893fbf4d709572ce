Rails.application.routes.draw do
  devise_for :users
  resources :rooms, only: %i[index show]
  resources :bookings, only: %i[index new create destroy]
  root "bookings#index"
end
