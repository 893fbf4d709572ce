Rails.application.routes.draw do
  devise_for :users
  resources :equipment, only: %i[index show]
  resources :reservations do
    member do
      patch :return
    end
  end
  root "reservations#index"
end
