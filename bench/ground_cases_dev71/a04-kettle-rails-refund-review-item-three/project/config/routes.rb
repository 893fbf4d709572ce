Rails.application.routes.draw do
  namespace :admin do
    resources :orders, only: %i[index show] do
      resources :refunds, only: %i[new create]
    end
    resources :refunds, only: %i[index]
  end
end
