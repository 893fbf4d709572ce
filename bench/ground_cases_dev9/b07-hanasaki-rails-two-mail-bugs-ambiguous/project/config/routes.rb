Rails.application.routes.draw do
  resources :reservations, only: %i[new create show] do
    member do
      patch :cancel
    end
  end

  namespace :admin do
    resources :reservations, only: %i[index edit update]
  end

  mount LetterOpenerWeb::Engine, at: "/letter_opener" if Rails.env.development?
  root "reservations#new"
end
