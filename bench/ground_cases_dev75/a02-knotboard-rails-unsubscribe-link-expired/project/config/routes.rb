Rails.application.routes.draw do
  root "boards#index"

  get "login", to: "sessions#new"
  post "login", to: "sessions#create"
  delete "logout", to: "sessions#destroy"

  resources :boards do
    resources :cards, only: %i[show create update]
  end
  resources :notifications, only: %i[index update]

  get "unsubscribe/:token", to: "unsubscribes#show", as: :unsubscribe
  post "unsubscribe/:token", to: "unsubscribes#create"

  mount LetterOpenerWeb::Engine, at: "/letter_opener" if Rails.env.development?
end
