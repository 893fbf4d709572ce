Rails.application.routes.draw do
  devise_for :users

  resources :books, only: %i[index show new create edit update] do
    resources :loans, only: %i[create]
  end
  resources :loans, only: %i[index] do
    member do
      patch :return_book
    end
  end

  root "books#index"
end
