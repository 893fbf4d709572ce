Rails.application.routes.draw do
  get "up" => "rails/health#show", as: :rails_health_check

  resources :restaurants, param: :slug, only: [:show] do
    resources :reservations, only: [:new, :create, :show]
  end

  namespace :admin do
    resources :reservations, only: [:index, :update]
  end

  root "restaurants#index"

  mount LetterOpenerWeb::Engine, at: "/letter_opener" if Rails.env.development?
end
