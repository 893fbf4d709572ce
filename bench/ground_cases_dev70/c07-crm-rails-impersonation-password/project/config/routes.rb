Rails.application.routes.draw do
  resource :session, only: %i[new create destroy]

  resource :account, only: %i[show destroy] do
    patch :update_password
  end

  resources :customers, only: %i[index show]
  resources :invoices, only: %i[index show] do
    get :export, on: :collection
  end

  namespace :admin do
    resources :impersonations, only: %i[create]
    delete "impersonation", to: "impersonations#destroy", as: :stop_impersonation
  end

  root "customers#index"
end
