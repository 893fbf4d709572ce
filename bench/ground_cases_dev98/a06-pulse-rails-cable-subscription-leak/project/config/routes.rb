Rails.application.routes.draw do
  root "dashboard#show"

  resources :projects do
    resources :tasks, shallow: true
  end

  resources :notifications, only: %i[index show] do
    post :read, on: :member
    post :read_all, on: :collection
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
