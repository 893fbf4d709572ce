Rails.application.routes.draw do
  devise_for :users

  resources :tickets do
    resources :comments, only: %i[create destroy]
    member do
      post :solve
      post :reopen
    end
  end

  namespace :admin do
    resources :users, only: %i[index update]
    resources :audit_events, only: :index
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
