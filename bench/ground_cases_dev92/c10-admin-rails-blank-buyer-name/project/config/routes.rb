Rails.application.routes.draw do
  namespace :admin do
    resources :orders, only: %i[index show] do
      post :cancel, on: :member
    end
    resources :users, only: %i[index show]
  end
end
